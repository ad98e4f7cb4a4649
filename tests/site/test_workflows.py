"""The GitHub workflows: the site is published with the same command that builds it
locally, and pull requests run the CI entry point."""

from __future__ import annotations

from typing import Any

import yaml

from kb.paths import PROJECT_ROOT

WORKFLOWS = PROJECT_ROOT / ".github" / "workflows"


def _load(name: str) -> dict[Any, Any]:
    data = yaml.safe_load((WORKFLOWS / name).read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def _steps(workflow: dict[Any, Any]) -> list[dict[str, Any]]:
    return [step for job in workflow["jobs"].values() for step in job.get("steps", [])]


def test_pages_workflow_builds_with_make_site_and_deploys_from_main() -> None:
    flow = _load("pages.yml")
    on = flow[True] if True in flow else flow["on"]  # YAML 1.1 reads `on` as true
    assert on["push"]["branches"] == ["main"]
    steps = _steps(flow)
    runs = [s["run"].strip() for s in steps if "run" in s]
    assert "make site" in runs
    uses = [s["uses"].split("@")[0] for s in steps if "uses" in s]
    assert "actions/upload-pages-artifact" in uses
    assert "actions/deploy-pages" in uses
    upload = next(s for s in steps if s.get("uses", "").startswith("actions/upload-pages"))
    assert upload["with"]["path"] == "site"


def test_make_site_is_the_one_build_command() -> None:
    makefile = (PROJECT_ROOT / "Makefile").read_text(encoding="utf-8")
    assert "site: install\n\t$(BIN)/python -m kb.site.build\n" in makefile


def test_pull_requests_run_the_ci_entry_point() -> None:
    flow = _load("checks.yml")
    on = flow[True] if True in flow else flow["on"]
    assert "pull_request" in on
    assert any(s.get("run", "").strip() == ".ci/run" for s in _steps(flow))
