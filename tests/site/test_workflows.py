"""The GitHub workflows: the site is published with the same command that builds it
locally, and pull requests run the CI entry point."""

from __future__ import annotations

import re
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


_PINNED = re.compile(r"^\s*(?:- )?uses: ([\w.-]+/[\w.-]+)@([0-9a-f]{40}) # (v\d+(?:\.\d+)*)\s*$")


def test_every_action_is_pinned_to_a_commit_with_its_tag() -> None:
    for path in sorted(WORKFLOWS.glob("*.yml")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if "uses:" not in line or "uses: ./" in line:
                continue
            assert _PINNED.match(line), f"{path.name}:{n}: not pinned to a commit: {line.strip()}"


def test_publishing_waits_for_the_checks() -> None:
    flow = _load("pages.yml")
    jobs = flow["jobs"]
    assert jobs["checks"]["uses"] == "./.github/workflows/checks.yml"
    assert jobs["build"]["needs"] == "checks"
    assert jobs["deploy"]["needs"] == "build"
    checks = _load("checks.yml")
    on = checks[True] if True in checks else checks["on"]
    assert "workflow_call" in on, "checks.yml must be callable from the Pages workflow"


def test_the_published_site_is_built_for_its_pages_address() -> None:
    flow = _load("pages.yml")
    steps = flow["jobs"]["build"]["steps"]
    pages = next(s for s in steps if s.get("uses", "").startswith("actions/configure-pages@"))
    build = next(s for s in steps if s.get("run", "").strip() == "make site")
    want = "${{ steps." + pages["id"] + ".outputs.base_url }}/"
    assert build["env"]["DKB_SITE_URL"] == want
    assert steps.index(pages) < steps.index(build)
    config = (PROJECT_ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    assert "site_url: !ENV [DKB_SITE_URL," in config
