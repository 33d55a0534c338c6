"""The words each kind's describer builds its phrases from, one module per kind."""
