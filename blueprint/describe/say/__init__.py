"""What marks describe with: the describe context and words. Imports no mark."""
