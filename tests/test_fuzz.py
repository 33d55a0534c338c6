"""The fuzz harness (issue 16): specs built and mutated at the data and the YAML
level (tests/fuzz_specs.py) must each end in a render whose SVG is well-formed
XML, or in located one-line errors; never an internal error.

The budget fits CI (a few seconds). A longer run, with the figures:

    BLUEPRINT_FUZZ_EXAMPLES=2000 pytest tests/test_fuzz.py      # per family
    python benchmarks/fuzz.py --examples 2000 [--png]          # prints outcomes by kind
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, given, settings

from fuzz_specs import built_spec, dump, judge, mutated_data, mutated_text

EXAMPLES = int(os.environ.get("BLUEPRINT_FUZZ_EXAMPLES", "30"))
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
)


@FUZZ
@given(mutated_data())
def test_mutated_specs(data):
    judge(dump(data))


@FUZZ
@given(mutated_text())
def test_yaml_level_mutations(text):
    judge(text)


@FUZZ
@given(built_spec())
def test_built_specs(data):
    judge(dump(data))


@FUZZ
@given(mutated_text())
def test_yaml_level_mutations_as_bytes(text):
    judge(text.encode("utf-8", "surrogatepass"))
