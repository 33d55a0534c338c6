"""The phrases a kind's describer still builds itself, one module per kind."""
