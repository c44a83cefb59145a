"""Library: list_files and read_file stay inside the documentation folder."""

from __future__ import annotations

import pytest

from agent.errors import ToolError
from agent.library import DOCS_DIR, Library
from agent.tools import Toolbox


@pytest.fixture
def docs(tmp_path):
    """A temporary docs folder with two docs, a subfolder, and a secret beside it."""
    root = tmp_path / "docs"
    (root / "guides").mkdir(parents=True)
    (root / "install.md").write_text("# Installing\n\nRun the binary.\n")
    (root / "guides" / "proxy.md").write_text("intro\n## Proxies\n\ntrusted_proxies\n")
    (tmp_path / "secret.txt").write_text("api key: sk-123")
    return root


def tools(root) -> Toolbox:
    return Toolbox(Library(root).tools())


def test_list_files_gives_names_and_titles(docs):
    assert tools(docs).call("list_files", "{}") == "guides/proxy.md - Proxies\ninstall.md - Installing"


def test_list_files_on_the_real_docs():
    listing = tools(DOCS_DIR).call("list_files", "")
    assert "reverse-proxy.md - Running behind a reverse proxy" in listing
    assert "storage.md - Storage" in listing


def test_read_file_returns_the_text(docs):
    assert tools(docs).call("read_file", '{"path": "install.md"}') == "# Installing\n\nRun the binary.\n"
    assert "trusted_proxies" in tools(docs).call("read_file", '{"path": "guides/proxy.md"}')


@pytest.mark.parametrize(
    "path",
    ["/etc/passwd", "../secret.txt", "guides/../../secret.txt", "guides/../install.md", "", "   "],
)
def test_paths_outside_or_empty_are_errors(docs, path):
    result = tools(docs).call("read_file", f'{{"path": "{path}"}}')
    assert result.startswith("Error: ") and "sk-123" not in result


def test_absolute_path_inside_the_folder_is_still_refused(docs):
    """Only names from list_files are accepted, so an absolute path never is."""
    assert tools(docs).call("read_file", f'{{"path": "{docs / "install.md"}"}}').startswith("Error: ")


def test_symlink_leading_outside_is_refused_and_not_listed(docs):
    (docs / "leak.md").symlink_to(docs.parent / "secret.txt")
    (docs / "linked-dir").symlink_to(docs.parent, target_is_directory=True)
    box = tools(docs)
    assert box.call("read_file", '{"path": "leak.md"}').startswith("Error: ")
    assert box.call("read_file", '{"path": "linked-dir/secret.txt"}').startswith("Error: ")
    assert "leak.md" not in box.call("list_files", "{}")


def test_symlink_inside_the_folder_is_allowed(docs):
    (docs / "setup.md").symlink_to(docs / "install.md")
    assert tools(docs).call("read_file", '{"path": "setup.md"}').startswith("# Installing")


def test_missing_file_and_folder_are_errors(docs):
    box = tools(docs)
    assert box.call("read_file", '{"path": "nope.md"}').startswith("Error: no document 'nope.md'")
    assert box.call("read_file", '{"path": "guides"}').startswith("Error: ")


def test_path_with_a_nul_byte_is_an_error(docs):
    assert tools(docs).call("read_file", '{"path": "install.md\\u0000"}').startswith("Error: ")


def test_missing_docs_folder_is_refused(tmp_path):
    with pytest.raises(ToolError, match="does not exist"):
        Library(tmp_path / "nowhere")
