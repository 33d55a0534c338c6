"""The rules layout and lint share: the policy of roles (what may touch what),
the spatial index, the geometry of what meets, the index of marks, and the
judge that applies them to two elements. Below both stages, so the label
search and lint judge a scene alike without either importing the other."""
