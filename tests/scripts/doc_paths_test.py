"""Every path of the repository that the documentation names exists.

    python3 doc_paths_test.py REPOSITORY

The documentation is the README, CONTRIBUTING.md and docs/*.md. A path is named as a word that
begins with one of the repository's top folders (src/, include/, tests/, docs/, ...), or as the
target of a relative Markdown link. A path that a command of the docs writes (build/, a file
made by a step of a recipe) lies outside those folders or is named by a pattern (`*`, `NAME`,
`...`), and is not checked; nor is another project's path, named after its owner
("Stockfish's `src/search.cpp`").
"""
import os
import re
import sys
import tempfile
import unittest

REPOSITORY = os.path.abspath(sys.argv[1])
TOP_FOLDERS = ("src", "include", "tests", "docs", "scripts", "data", "books", "cmake",
               "packaging", ".ci")
NAMED_PATH = re.compile(r"(?<![\w./-])((?:%s)/[\w./+-]*\w)" %
                        "|".join(re.escape(folder) for folder in TOP_FOLDERS))
LINK = re.compile(r"\]\(([^)\s#]+)(?:#[^)]*)?\)")
PATTERN = re.compile(r"[A-Z]{3,}|\.\.\.")
OWNER = re.compile(r"\w's\s+`?$")


def documents(repository):
    docs = os.path.join(repository, "docs")
    return [os.path.join(repository, "README.md"), os.path.join(repository, "CONTRIBUTING.md")] + \
        sorted(os.path.join(docs, name) for name in os.listdir(docs) if name.endswith(".md"))


def named_paths(repository, document):
    """(path as named, path in the repository) for every path `document` names."""
    with open(document, encoding="utf-8") as text:
        markdown = text.read()
    folder = os.path.dirname(document)
    for target in LINK.findall(markdown):
        if "://" not in target and not target.startswith("mailto:"):
            yield target, os.path.normpath(os.path.join(folder, target))
    for match in NAMED_PATH.finditer(markdown):
        if not OWNER.search(markdown[max(0, match.start() - 40):match.start()]):
            yield match.group(1), os.path.join(repository, match.group(1))


def missing_paths(repository):
    missing = []
    for document in documents(repository):
        for named, path in named_paths(repository, document):
            if PATTERN.search(named) or os.path.exists(path):
                continue
            missing.append("%s names %s" % (os.path.relpath(document, repository), named))
    return sorted(set(missing))


class DocPathsTest(unittest.TestCase):
    def test_every_named_path_exists(self):
        missing = missing_paths(REPOSITORY)
        self.assertEqual(missing, [], "paths the documentation names that do not exist:\n" +
                         "\n".join(missing))

    def test_a_missing_path_is_found(self):
        with tempfile.TemporaryDirectory() as tree:
            os.makedirs(os.path.join(tree, "docs"))
            os.makedirs(os.path.join(tree, "src", "eval"))
            open(os.path.join(tree, "src", "eval", "evaluate.cpp"), "w").close()
            with open(os.path.join(tree, "README.md"), "w") as readme:
                readme.write("The sum is `src/eval/evaluate.cpp`'s; see [layout](docs/layout.md) "
                             "and Stockfish's `src/search.cpp`.\n")
            with open(os.path.join(tree, "CONTRIBUTING.md"), "w") as contributing:
                contributing.write("Passers: `src/eval/passed_pawns.cpp`; a subcommand:\n"
                                   "`src/cli/NAME_command.cpp`.\n")
            with open(os.path.join(tree, "docs", "layout.md"), "w") as layout:
                layout.write("Back to the [README](../README.md), or [gone](gone.md).\n")
            self.assertEqual(missing_paths(tree), [
                "CONTRIBUTING.md names src/eval/passed_pawns.cpp",
                "docs/layout.md names gone.md"])


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0]])
