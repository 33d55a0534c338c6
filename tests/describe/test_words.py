import pytest

from blueprint.describe.say.sentences import sentence
from blueprint.describe.say.words import Words
from blueprint.values import parse_share


@pytest.fixture(scope="module")
def words():
    return Words()


@pytest.mark.parametrize(
    "label, spoken",
    [
        ("busy 60%", "busy sixty percent"),
        ("kept 34%", "kept thirty-four percent"),
        ("1 gpu-year", "one gpu-year"),
        ("5.7 points to break even", "five point seven points to break even"),
        ("9-34 min", "nine to thirty-four minutes"),
        ("57-70 s", "fifty-seven to seventy seconds"),
        ("24 h", "twenty-four hours"),
        ("1 h", "one hour"),
        ("a 24-hour limit", "a 24-hour limit"),
        ("the fee", "the fee"),
        ("v2 model", "v2 model"),
        ("3 GPUs", "three GPUs"),
        # a quantity before the noun it qualifies is a compound, its unit singular, never hyphenated (issue 26)
        ("80 GB card", "eighty gigabyte card"),
        ("a 2 min notice", "a two minute notice"),
        ("24 h limit", "twenty-four hour limit"),
        # ... and not before a word it does not qualify
        ("80 GB free", "eighty gigabytes free"),
        ("10 min of work", "ten minutes of work"),
        ("restored in 40 s", "restored in forty seconds"),
    ],
)
def test_figures_become_words_names_keep_theirs(words, label, spoken):
    assert words.spoken(label) == spoken


@pytest.mark.parametrize(
    "share, said",
    [
        ("60%", "six tenths"),
        ("0.6", "six tenths"),
        ("3/5", "three fifths"),
        ("50%", "one half"),
        ("75%", "three quarters"),
        ("1/3", "one third"),
        ("34%", "thirty-four percent"),
    ],
)
def test_fractions_in_words(words, share, said):
    assert words.fraction(parse_share(share)) == said


def test_counts_ordinals_lists(words):
    assert words.count(2, "bar") == "two bars"
    assert words.count(1, "bar") == "one bar"
    assert words.ordinal(2) == "second"
    assert words.join(["a", "b", "c"]) == "a, b and c", "as the blog writes lists"
    assert words.join(["a and b", "c", "d"]) == "a and b, c, and d", "a serial comma where an item holds an and"
    assert words.join(["a", "b"]) == "a and b"


def test_looks(words):
    assert words.look("red", hatch=True) == ("red hatched", "")
    assert words.look("blue", outline="dashed") == ("blue", "in dashed outline")


def test_sentence_capitalises_and_ends():
    assert sentence("the top bar") == "The top bar."
    assert sentence("Done.") == "Done."


def test_an_initialism_takes_a_small_s():
    words = Words()
    assert words.count(8, "GPU") == "eight GPUs"
    assert words.count(2, "16-GPU node") == "two 16-GPU nodes"
    assert words.count(3, "save icon") == "three save icons"


def test_amounts_in_one_unit_say_it_once():
    words = Words()
    assert words.join_sharing_unit(["five minutes", "seven minutes", "fifteen minutes"]) == "five, seven and fifteen minutes"
    assert words.join_sharing_unit(["fifty minutes", "two hours"]) == "fifty minutes and two hours"


def test_money_is_said_with_its_currency_after_the_figure():
    """'$300' read figure by figure was 'dollar three hundred', then '$three hundred'."""
    words = Words()
    assert words.spoken("about $300 of paid node time") == "about three hundred dollars of paid node time"
    assert words.spoken("$1 an hour") == "one dollar an hour"
    assert words.spoken("€2.50 per GPU-hour") == "two euros fifty per GPU-hour"
    assert words.spoken("$4.00") == "four dollars"
    assert words.spoken("£40k a year") == "forty thousand pounds a year"
    assert words.spoken("$1.2m saved") == "one point two million dollars saved"


def test_a_noun_phrase_agrees_by_its_head_not_its_last_word():
    from blueprint.describe.say.words import head_noun

    assert head_noun("utilization with four dataloader workers") == "utilization"
    assert head_noun("the requests") == "requests"
    assert head_noun("memory of the GPUs in use") == "memory"
    assert head_noun("GPUs") == "GPUs"


def test_cents_and_participles():
    from blueprint.describe.say.words import head_noun

    words = Words()
    assert words.spoken("$0.50 a GPU-hour") == "fifty cents a GPU-hour"
    assert words.spoken("US$5 a day") == "five dollars a day"
    assert head_noun("the requests served by node-1") == "requests"


def test_money_with_thousands_separators():
    """'$1,200.50' raised ValueError in the cents rule (a traceback for the writer)."""
    words = Words()
    assert words.spoken("$1,200.50 a month") == "one thousand two hundred dollars fifty a month"
    assert words.spoken("$1,200") == "one thousand two hundred dollars"


def test_a_figure_with_a_scale_letter_is_said_in_words():
    words = Words()
    assert words.spoken("+0.32 GB per 1k tokens") == "plus zero point three two gigabytes per one thousand tokens"  # a leading sign said (review 7-B)
    assert words.spoken("120k tokens") == "one hundred and twenty thousand tokens"
    assert words.spoken("2M requests") == "two million requests"
    assert words.spoken("5m") == "5m"  # minutes or metres: left as written


@pytest.mark.parametrize(
    "label, spoken",
    [
        ("4 × 20 gb", "four times twenty gigabytes"),
        ("4 GB × 3 nodes", "four gigabytes times three nodes"),
        ("= 24 min of every gpu-hour", "twenty-four minutes of every gpu-hour"),
        ("cost = 2 GPUs", "cost equals two GPUs"),
        ("a×b", "a×b"),  # not between figures: left as written
    ],
)
def test_times_and_equals_are_said_as_words(words, label, spoken):
    assert words.spoken(label) == spoken


@pytest.mark.parametrize(
    "label, spoken",
    [
        # a name the writer gave keeps its figures (issue 26)
        ("us-east-1", "us-east-1"),
        ("rack-2", "rack-2"),
        ("node-3", "node-3"),
        ("v2.1", "v2.1"),
        ("p99", "p99"),
        ("us-east-1 a", "us-east-1 a"),
        ("rack-2 holds 12 GPUs", "rack-2 holds twelve GPUs"),
        ("p99 at 200 ms", "p99 at two hundred milliseconds"),
        ("node-3 = 40 GB", "node-3 equals forty gigabytes"),
        # a quantity is said in words, and a word in -ing is not a noun it qualifies
        ("40 min waiting", "forty minutes waiting"),
        ("80 GB ceiling", "eighty gigabyte ceiling"),
        ("busy 12 GPUs", "busy twelve GPUs"),
        ("checkpoint 18 GB", "checkpoint eighteen gigabytes"),
        ("US$300", "three hundred dollars"),
    ],
)
def test_labels_keep_their_names_quantities_in_words(words, label, spoken):
    assert words.spoken(label) == spoken


def test_clock_times_are_said_as_a_writer_says_them():
    """A 24-hour clock label is said "six pm", never "eighteen:zero" (issue 26)."""
    words = Words()
    assert words.spoken("18:00") == "six pm"
    assert words.spoken("first request 08:00") == "first request eight am"
    assert words.spoken("09:30") == "nine thirty am"
    assert words.spoken("07:05") == "seven oh five am"
    assert [words.spoken(t) for t in ("00:00", "12:00")] == ["midnight", "noon"]
    assert words.spoken("16:9") != "four pm"  # no clock time: a ratio's second figure has one digit


def test_a_rate_is_said_in_words():
    # review 5: "sixty dollars/day" -- a rate after an amount is "a day", after a word "per"
    words = Words()
    assert words.spoken("$60/day") == "sixty dollars a day"
    assert words.spoken("$2.50/h") == "two dollars fifty an hour"
    assert words.spoken("tokens/min") == "tokens per minute"
    assert words.spoken("4/s") == "four a second"
