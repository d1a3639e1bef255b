"""The layers of docs/layout.md, enforced: every #include of a Quadrant header in src/LAYER and
include/quadrant/LAYER points to LAYER itself or to a layer below it, and every source folder
is a known layer. The search's interface is narrow: no protocol or command-line source reaches
the evaluation, the histories or the move picker through a header of the search, the engine or
the protocols (a source that evaluates names the evaluation itself).

    python3 layers_test.py REPOSITORY
"""
import os
import re
import sys
import tempfile
import unittest

REPOSITORY = sys.argv[1]

# What each layer may include besides itself. The playing engine (core up to protocol) never
# needs the offline tools; only the command line sees them. The tools search with the search
# layer itself, not through the engine's session, and read and write games with book's PGN.
MAY_USE = {
    "core": set(),
    "eval": {"core"},
    "book": {"core"},
    "syzygy": {"core"},
    "search": {"core", "eval", "syzygy"},
    "engine": {"core", "eval", "book", "syzygy", "search"},
    "protocol": {"core", "eval", "book", "syzygy", "search", "engine"},
    "tools": {"core", "eval", "book", "search"},
    "cli": {"core", "eval", "book", "syzygy", "search", "engine", "protocol", "tools"},
}
INCLUDE = re.compile(r'^\s*#\s*include\s+"quadrant/([a-z_]+)/', re.M)
# What the search keeps behind its interface (search.h), and the layers whose headers must not
# hand it on to the protocols and the command line.
HIDDEN = {"eval/evaluate.h", "search/history.h", "search/correction_history.h",
          "search/movepick.h"}
INTERFACE_LAYERS = ("search", "engine", "protocol")
HEADER = re.compile(r'^\s*#\s*include\s+"quadrant/([a-z_]+/[a-z_0-9]+\.h)"', re.M)


def layer_files(repository):
    for root in ("src", os.path.join("include", "quadrant")):
        base = os.path.join(repository, root)
        for layer in sorted(os.listdir(base)):
            folder = os.path.join(base, layer)
            if not os.path.isdir(folder):
                continue
            for directory, _, names in os.walk(folder):
                for name in sorted(names):
                    yield layer, os.path.join(directory, name)


def wrong_includes(repository):
    wrong = []
    for layer, path in layer_files(repository):
        with open(path, encoding="utf-8") as source:
            for used in INCLUDE.findall(source.read()):
                if used != layer and used not in MAY_USE.get(layer, set()):
                    wrong.append("%s includes a %s header" %
                                 (os.path.relpath(path, repository), used))
    return wrong


def headers_of(repository, path):
    with open(path, encoding="utf-8") as source:
        return HEADER.findall(source.read())


def reached(repository, header):
    """Every Quadrant header `header` (as "layer/name.h") includes, directly or not."""
    seen, todo = set(), [header]
    while todo:
        path = os.path.join(repository, "include", "quadrant", todo.pop())
        if not os.path.isfile(path):
            continue
        for used in headers_of(repository, path):
            if used not in seen:
                seen.add(used)
                todo.append(used)
    return seen


def hidden_reached(repository):
    wrong = []
    for layer in ("protocol", "cli"):
        folder = os.path.join(repository, "src", layer)
        if not os.path.isdir(folder):
            continue
        for name in sorted(os.listdir(folder)):
            path = os.path.join(folder, name)
            for header in headers_of(repository, path):
                if header.split("/")[0] not in INTERFACE_LAYERS:
                    continue
                for hidden in sorted(HIDDEN & (reached(repository, header) | {header})):
                    wrong.append("%s reaches %s through %s" %
                                 (os.path.relpath(path, repository), hidden, header))
    return wrong


class LayersTest(unittest.TestCase):
    def test_every_folder_is_a_known_layer(self):
        for layer, path in layer_files(REPOSITORY):
            self.assertIn(layer, MAY_USE, path)

    def test_includes_point_down(self):
        wrong = wrong_includes(REPOSITORY)
        self.assertEqual(wrong, [], "includes against the layers (docs/layout.md):\n" +
                         "\n".join(wrong))

    def test_an_upward_include_is_found(self):
        with tempfile.TemporaryDirectory() as tree:
            for folder, name, text in (
                    ("src/core", "board.cpp", '#include "quadrant/core/types.h"\n'
                                              '#include "quadrant/protocol/uci.h"\n'),
                    ("src/engine", "engine.cpp", '#include "quadrant/search/search.h"\n'),
                    ("include/quadrant/eval", "tuned.h", '#include "quadrant/tools/tuner.h"\n')):
                os.makedirs(os.path.join(tree, folder), exist_ok=True)
                with open(os.path.join(tree, folder, name), "w") as source:
                    source.write(text)
            self.assertEqual(sorted(wrong_includes(tree)), [
                "include/quadrant/eval/tuned.h includes a tools header",
                "src/core/board.cpp includes a protocol header"])

    def test_protocols_and_command_line_see_the_search_interface_only(self):
        wrong = hidden_reached(REPOSITORY)
        self.assertEqual(wrong, [], "the search's insides seen from outside:\n" + "\n".join(wrong))

    def test_a_hidden_header_reached_is_found(self):
        with tempfile.TemporaryDirectory() as tree:
            for folder, name, text in (
                    ("include/quadrant/search", "search.h", '#include "quadrant/search/worker.h"\n'),
                    ("include/quadrant/search", "worker.h", '#include "quadrant/search/movepick.h"\n'),
                    ("include/quadrant/search", "movepick.h", ""),
                    ("include/quadrant/eval", "breakdown.h", '#include "quadrant/eval/evaluate.h"\n'),
                    ("src/protocol", "uci.cpp", '#include "quadrant/search/search.h"\n'),
                    ("src/protocol", "eval_text.cpp", '#include "quadrant/eval/breakdown.h"\n'),
                    ("src/cli", "fitwdl_command.cpp", '#include "quadrant/eval/evaluate.h"\n')):
                os.makedirs(os.path.join(tree, folder), exist_ok=True)
                with open(os.path.join(tree, folder, name), "w") as source:
                    source.write(text)
            self.assertEqual(hidden_reached(tree), [
                "src/protocol/uci.cpp reaches search/movepick.h through search/search.h"])


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0]])
