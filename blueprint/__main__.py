"""`python -m blueprint`, and the `blueprint` command's entry point: the
garbage collector is held before the command line's own imports (typer,
click), then the command runs (blueprint/startup.py)."""

from blueprint import startup


def main() -> None:
    startup.hold()
    from blueprint.cli import main as command

    command()


if __name__ == "__main__":
    main()
