"""A headless chromium for the browser tests: Debian's chromium and
chromium-driver, installed by .ci/run (never downloaded at test time);
a test is skipped with the reason when they are absent, and fails instead
when BLUEPRINT_REQUIRE_BROWSER is set, as .ci/run sets it."""

from __future__ import annotations

import os
import shutil
from typing import Any

import pytest


def browser() -> Any:
    """A headless chromium driven by the system chromedriver."""
    driver_path = shutil.which("chromedriver")
    browser_path = next((p for p in map(shutil.which, ("chromium", "chromium-browser", "google-chrome")) if p), None)
    if driver_path is None or browser_path is None:
        reason = "no chromium and chromedriver on PATH (apt-get install chromium chromium-driver; .ci/run does)"
        if os.environ.get("BLUEPRINT_REQUIRE_BROWSER"):
            pytest.fail(reason)
        pytest.skip(reason)
    webdriver = pytest.importorskip("selenium.webdriver")
    options = webdriver.ChromeOptions()
    options.binary_location = browser_path
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"):
        options.add_argument(argument)
    return webdriver.Chrome(service=webdriver.ChromeService(executable_path=driver_path), options=options)
