"""The describer's lexicon: the nouns and phrases each kind of mark is said with, one module per kind."""
