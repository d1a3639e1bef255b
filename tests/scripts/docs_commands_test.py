"""Keeps the documentation true to the binary.

    python3 docs_commands_test.py REPOSITORY QUADRANT

(ctest passes the repository's root and the engine just built). It checks that

- every `build/quadrant COMMAND ...` line of the README and of docs/*.md (code blocks, with
  their continuation lines) runs and succeeds, at small sizes: depths, node counts, game counts
  and iterations are cut down, so that the whole test takes seconds. The commands of one page
  run in order in one scratch folder holding copies of data/ and books/ (and tests/, for
  its Syzygy tables), so a page's later command reads what an earlier one wrote; a `printf
  '...' > FILE` line writes its file there too. A command whose input is made by another step
  (a script, a download) is passed over and named;
- a code block that begins `$ build/quadrant ARGUMENTS` and goes on with what the command
  prints shows the binary's output, in shape: the command runs as shown (standard output and
  standard error, any exit status), and its lines must be the block's with every number
  masked, since numbers vary from build to build (for `annotate`, whose better lines vary too,
  the PGN less its comments, variations and marks); a block that ends with `...` shows the
  first lines only;
- every `option name NAME type spin ...` line the docs show is what the binary (`uci`) or its
  tuning build (`tunables`) offers;
- docs/command-line.md's copy of `quadrant help` is what the binary prints, and the README stays
  a guide of at most 250 lines;
- docs/cecp.md names every feature and option the binary sends after `protover 2`, and
  docs/uci.md every option `uci` lists;
- docs/eval-command.md's table names every row that `quadrant eval` prints.
"""
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import unittest

REPOSITORY, QUADRANT = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
DOCS = [os.path.join(REPOSITORY, "README.md")] + sorted(
    os.path.join(REPOSITORY, "docs", name)
    for name in os.listdir(os.path.join(REPOSITORY, "docs")) if name.endswith(".md"))
SHIPPED = ("data/", "books/", "tests/data/")
GENERIC_SMALL_FLAGS = (("--depth", "4"), ("--movetime", "50"), ("--nodes", "1000"),
                       ("--games", "2"), ("--iterations", "1"), ("--threads", "1"))
TIMEOUT = 60


def read(path):
    with open(path) as text:
        return text.read()


def code_lines(markdown):
    """The lines of the indented code blocks (list items' blocks too), continuations joined."""
    lines, pending = [], ""
    for line in markdown.splitlines():
        if not re.match(r"^ {4,}\S", line):
            pending = ""
            continue
        line = pending + line.strip()
        if line.endswith("\\"):
            pending = line[:-1] + " "
            continue
        pending = ""
        lines.append(line)
    return lines


def subcommands():
    """The subcommands `quadrant help` lists."""
    printed = subprocess.run([QUADRANT, "help"], capture_output=True, text=True,
                             timeout=TIMEOUT).stdout
    return set(re.findall(r"^  quadrant ([a-z]+)", printed, re.M))


def code_blocks(markdown):
    """The indented code blocks, each a list of its lines without the indentation (blank lines
    inside a block kept, those at its end dropped)."""
    blocks, block, indent = [], [], 0
    for line in markdown.splitlines() + [""]:
        match = re.match(r"^( {4,})\S", line)
        if match and not block:
            indent = len(match.group(1))
        if match or (block and not line.strip()):
            block.append(line[indent:])
        elif block:
            while block and not block[-1].strip():
                block.pop()
            blocks.append(block)
            block = []
    return blocks


def quadrant_commands(markdown, known):
    """The steps of a page's examples, in order: ("quadrant", words after `build/quadrant`) for
    every line that runs one of the known subcommands, ("printf", [text, file]) for every line
    that writes a file with printf. Lines that feed the engine through the shell (pipes,
    redirections: protocol sessions) are not subcommand examples and are left out, and so are
    the `$ build/quadrant` lines of shown outputs (see shown_outputs)."""
    steps = []
    for line in code_lines(markdown):
        printf = re.match(r"^printf ('.*') > ([\w./-]+)$", line)
        if printf:
            text = shlex.split(printf.group(1))[0]
            steps.append(("printf", [text.encode().decode("unicode_escape"), printf.group(2)]))
            continue
        match = re.match(r"^(?:time )?(?:nice -n \d+ )?\.?/?build/quadrant (.*)$", line)
        if not match or re.search(r"[|<>&;`]|\$\(", match.group(1)):
            continue
        words = shlex.split(match.group(1))
        if words and words[0] in known:
            steps.append(("quadrant", words))
    return steps


def shown_outputs(markdown):
    """(arguments, lines shown, whether standard error is shown) of every block that begins
    `$ build/quadrant ARGUMENTS` and shows what the command prints; `2> /dev/null` at the end
    of the command leaves standard error out."""
    shown = []
    for block in code_blocks(markdown):
        match = re.match(r"^\$ build/quadrant (.*?)( 2> /dev/null)?$", block[0])
        if match and len(block) > 1:
            shown.append((shlex.split(match.group(1)), block[1:], not match.group(2)))
    return shown


def shape(lines, arguments):
    """The lines with their spaces collapsed and the numbers that stand alone masked (not those
    of a FEN or a move); for annotate, the PGN's tags, moves and result alone."""
    text = "\n".join(lines)
    if arguments[0] == "annotate":
        text = re.sub(r"\{[^}]*\}", " ", text)
        while re.search(r"\([^()]*\)", text):
            text = re.sub(r"\([^()]*\)", " ", text)
        text = re.sub(r"[?!]+(?=\s)", "", text)
        return [" ".join(text.split())]
    text = re.sub(r"(?<![\w/.])[-+]?\d+(\.\d+)?(?![\w/])", "N", text)
    return [" ".join(line.split()) for line in text.splitlines() if line.strip()]


def write_printed(scratch, step):
    """Writes the file of a printf step ([text, file]) in the scratch folder."""
    with open(os.path.join(scratch, step[1]), "w") as written:
        written.write(step[0])


def scratch_folder(scratch):
    """Fills a scratch folder as a page's examples expect it: data/ and books/ copied, tests/
    (the Syzygy tables) and build/quadrant linked."""
    for folder in ("data", "books"):
        shutil.copytree(os.path.join(REPOSITORY, folder), os.path.join(scratch, folder))
    os.symlink(os.path.join(REPOSITORY, "tests"), os.path.join(scratch, "tests"))
    os.makedirs(os.path.join(scratch, "build"))
    os.symlink(QUADRANT, os.path.join(scratch, "build", "quadrant"))


def set_flag(words, flag, value):
    """words with `flag value` set: replaced where present, else added."""
    if flag in words:
        words[words.index(flag) + 1] = value
    else:
        words += [flag, value]


def small(words):
    """The command with its sizes cut down, so that it takes a fraction of a second."""
    words = list(words)
    command = words[0]
    if command in ("perft", "divide"):
        words[1] = str(min(int(words[1]), 3))
        if "--hash" in words:
            set_flag(words, "--hash", "1")
    elif command == "bench":  # bench [HASH] [THREADS] [DEPTH]: the hash and threads given, depth 5
        words = words[:3] + ["16", "1"][len(words) - 1:] + ["5"]
    elif command == "epd":
        for flag in ("--movetime", "--depth", "--nodes"):
            if flag in words:
                del words[words.index(flag):words.index(flag) + 2]
        words += ["--nodes", "100", "--hash", "1"]
    elif command == "mate":
        set_flag(words, "--nodes", "200000")
    elif command == "selfplay":  # 2 games, short searches, resolved at most 2 plies deep
        words[1] = "2"
        set_flag(words, "--nodes", "300")
        set_flag(words, "--start-nodes", "300")
        depth = words[words.index("--resolve-depth") + 1] if "--resolve-depth" in words else "8"
        set_flag(words, "--resolve-depth", str(min(int(depth), 2)))
    elif command == "tune":
        set_flag(words, "--iterations", "1")
    elif command == "makebook":
        set_flag(words, "--max-ply", "6")
    else:  # a command this test does not know yet: its usual size flags, where it has them
        for flag, value in GENERIC_SMALL_FLAGS:
            if flag in words:
                set_flag(words, flag, value)
    return words


def input_file(words):
    """The file a command reads that an earlier step must have made, or None."""
    if words[0] in ("tune", "fitwdl", "lazygap", "book", "epd", "annotate") and len(words) > 1:
        return words[1]
    if words[0] == "makebook":
        return words[1]
    return None


class DocumentedCommandsTest(unittest.TestCase):
    def test_every_documented_command_runs(self):
        ran, passed_over = 0, []
        known = subcommands()
        self.assertIn("perft", known)
        for page in DOCS:
            steps = quadrant_commands(read(page), known)
            if not any(kind == "quadrant" for kind, _ in steps):
                continue
            with tempfile.TemporaryDirectory() as scratch:
                scratch_folder(scratch)
                for kind, words in steps:
                    if kind == "printf":
                        write_printed(scratch, words)
                        continue
                    needed = input_file(words)
                    if needed and not needed.startswith(SHIPPED) and \
                            not os.path.exists(os.path.join(scratch, needed)):
                        passed_over.append("%s: quadrant %s" % (os.path.basename(page),
                                                                  " ".join(words)))
                        continue
                    run = subprocess.run(["build/quadrant"] + small(words), cwd=scratch,
                                         capture_output=True, text=True, timeout=TIMEOUT)
                    self.assertEqual(run.returncode, 0, "%s: quadrant %s\n%s" % (
                        os.path.basename(page), " ".join(words), run.stderr))
                    ran += 1
        print("%d documented commands ran; passed over (input made by another tool): %s" %
              (ran, "; ".join(passed_over) or "none"), file=sys.stderr)
        self.assertGreater(ran, 10)

    def test_shown_outputs_have_the_binarys_shape(self):
        compared = 0
        for page in DOCS:
            markdown = read(page)
            shown = shown_outputs(markdown)
            if not shown:
                continue
            with tempfile.TemporaryDirectory() as scratch:
                scratch_folder(scratch)
                for kind, words in quadrant_commands(markdown, subcommands()):
                    if kind == "printf":
                        write_printed(scratch, words)
                for arguments, lines, with_stderr in shown:
                    run = subprocess.run(["build/quadrant"] + arguments, cwd=scratch,
                                         capture_output=True, text=True, timeout=TIMEOUT)
                    output = run.stdout + (run.stderr if with_stderr else "")
                    printed = shape(output.splitlines(), arguments)
                    expected = shape(lines, arguments)
                    if expected and expected[-1] == "...":
                        expected.pop()
                        printed = printed[:len(expected)]
                    self.assertEqual(expected, printed, "%s: $ build/quadrant %s" % (
                        os.path.basename(page), " ".join(arguments)))
                    compared += 1
        self.assertGreater(compared, 3)

    def test_option_lines_are_the_binarys(self):
        listed = subprocess.run([QUADRANT], input="uci\nquit\n", capture_output=True, text=True,
                                timeout=TIMEOUT).stdout
        offered = set(re.findall(r"^option name .+ type spin .+$", listed, re.M))
        tunables = subprocess.run([QUADRANT, "tunables", "--openbench"], capture_output=True,
                                  text=True, timeout=TIMEOUT).stdout
        for name, default, low, high in re.findall(
                r"^(\w+), int, (-?\d+), (-?\d+), (-?\d+),", tunables, re.M):
            offered.add("option name %s type spin default %s min %s max %s" %
                        (name, default, low, high))
        shown = 0
        for page in DOCS:
            for line in code_lines(read(page)):
                if re.match(r"^option name .+ type spin ", line):
                    self.assertIn(line, offered, "%s shows %s" % (os.path.basename(page), line))
                    shown += 1
        self.assertGreater(shown, 0)

    def test_the_readme_is_a_guide(self):
        lines = read(os.path.join(REPOSITORY, "README.md")).splitlines()
        self.assertLessEqual(len(lines), 250, "the README grows past a guide: move details to docs/")

    def test_the_help_in_command_line_md_is_the_binarys(self):
        text = read(os.path.join(REPOSITORY, "docs", "command-line.md"))
        block = text.split("`quadrant help` (or `--help`) prints:\n\n", 1)[1]
        shown = []
        for line in block.splitlines():
            if line and not line.startswith("    "):
                break
            shown.append(line[4:])
        printed = subprocess.run([QUADRANT, "help"], capture_output=True, text=True,
                                 timeout=TIMEOUT).stdout
        self.assertEqual("\n".join(shown).strip("\n"), printed.strip("\n"))

    def test_cecp_md_names_every_feature_and_option_sent(self):
        doc = read(os.path.join(REPOSITORY, "docs", "cecp.md"))
        sent = subprocess.run([QUADRANT], input="xboard\nprotover 2\nquit\n", capture_output=True,
                              text=True, timeout=TIMEOUT).stdout
        features = re.findall(r"\b([a-z]+)=", sent.splitlines()[0])
        options = re.findall(r'feature option="(\S+)', sent)
        self.assertIn("done", re.findall(r"feature (\w+)=1$", sent, re.M))
        for name in features + options:
            self.assertIn("`%s" % name, doc, "docs/cecp.md does not name %s" % name)

    def test_uci_md_names_every_option_listed(self):
        doc = read(os.path.join(REPOSITORY, "docs", "uci.md"))
        listed = subprocess.run([QUADRANT], input="uci\nquit\n", capture_output=True, text=True,
                                timeout=TIMEOUT).stdout
        options = re.findall(r"^option name (.+?) type ", listed, re.M)
        self.assertIn("Hash", options)
        for name in options:
            self.assertIn("`%s`" % name, " ".join(doc.split()), "docs/uci.md does not name " + name)

    def test_eval_command_md_explains_every_row(self):
        doc = read(os.path.join(REPOSITORY, "docs", "eval-command.md"))
        printed = subprocess.run([QUADRANT, "eval"], capture_output=True, text=True,
                                 timeout=TIMEOUT).stdout
        lines = printed.splitlines()
        rules = [i for i, line in enumerate(lines) if line.startswith("-------------+")]
        self.assertEqual(len(rules), 2, printed)
        rows = [line.split("|")[0].strip() for line in lines[rules[0] + 1:rules[1]]]
        self.assertGreater(len(rows), 5)
        for row in rows:
            self.assertRegex(doc, r"\n\| %s +\|" % re.escape(row),
                             "the table of docs/eval-command.md has no row %s" % row)


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1])
