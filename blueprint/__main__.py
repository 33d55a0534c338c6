from blueprint.cli import main

main()
