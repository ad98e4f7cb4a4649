"""Sphinx configuration of the API and schema reference (built by kb.site.reference)."""

project = "Dominion rules knowledge base"
author = "The Dominion rules knowledge base contributors"
language = "en"
extensions = [
    "sphinx.ext.autodoc",
    "sphinxcontrib.autodoc_pydantic",
]
exclude_patterns = ["_build"]
html_theme = "alabaster"
html_title = "API and schema reference"
html_static_path = ["_static"]
html_css_files = ["dkb.css"]
html_js_files = ["dkb.js"]
templates_path = ["_templates"]
html_show_sourcelink = False

autodoc_default_options = {
    "members": True,
    "show-inheritance": True,
}
autodoc_member_order = "bysource"
autodoc_typehints = "description"

autodoc_pydantic_model_show_json = False  # published as files: schemas.rst links them
autodoc_pydantic_model_show_field_summary = True
autodoc_pydantic_model_show_config_summary = False
autodoc_pydantic_model_show_validator_summary = False
autodoc_pydantic_model_show_validator_members = False
autodoc_pydantic_field_list_validators = False
autodoc_pydantic_model_member_order = "bysource"
# A field's constraints would print its validators as objects with memory addresses
# (`<function _cost_input at 0x...>`): the field's description says what it takes.
autodoc_pydantic_field_show_constraints = False
# Pygments' default colours meet WCAG AA contrast (alabaster's own do not).
pygments_style = "default"
