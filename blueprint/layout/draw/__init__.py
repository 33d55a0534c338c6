"""What marks draw with: the layout context, labels, shapes, scales and routes. Imports no mark."""
