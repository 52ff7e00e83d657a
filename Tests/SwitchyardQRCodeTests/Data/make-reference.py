#!/usr/bin/env python3
"""Reference data for SwitchyardQRCodeTests, made by an independent encoder.

Encoder: segno (https://pypi.org/project/segno/), the version printed in the files' first
line. Install it with `pip install segno==1.6.6` and run this script from any directory:

    python3 Tests/SwitchyardQRCodeTests/Data/make-reference.py

It writes, beside itself:

reference-matrices.txt
    Symbols made by segno for a fixed text, version, level, mask and segmentation. Each
    symbol is a header line
        symbol VERSION LEVEL MASK SEGMENTS TEXT-HEX
    where SEGMENTS is MODE:COUNT[,MODE:COUNT...] (the segments segno was given) and
    TEXT-HEX the text's UTF-8 bytes in hex, followed by one line per row of modules, each
    the row's modules (1 dark) packed most significant bit first into hex digits, the last
    digit padded with zeros. The quiet zone is not included.

reference-versions.txt
    For a corpus of real links, one line each:
        version LEVEL SEGNO-VERSION SEGMENTED-VERSION TEXT-HEX
    SEGNO-VERSION is the version segno picks on its own (one mode for the whole text);
    SEGMENTED-VERSION the version segno picks when given the segmentation with the fewest
    bits, found below by a search over every split of the text into runs (each run in the
    narrowest mode that holds it). Neither may be smaller than the version under test.

One correction is made to segno, in `standard_padding_bits` below: segno 1.6.6 adds eight
zero bits after the terminator when the bit stream already ends on a codeword boundary,
where ISO/IEC 18004 section 7.4.10 adds none (the symbol still decodes, but its pad and
error-correction codewords differ from the standard's). Every byte-mode symbol hits that
case, so without the correction no byte-mode symbol could be compared.

Nothing here reads the Swift sources: the segmentation search is written from the QR code
standard's bit costs, as an interval search rather than the encoder's state machine.
"""

import os
import segno
from segno import consts

from segno import encoder as segno_encoder


def standard_padding_bits(buff, version, length):
    """Zero bits up to the next codeword boundary, none when already on one (ISO/IEC 18004 7.4.10)."""
    if version not in (consts.VERSION_M1, consts.VERSION_M3):
        buff.extend([0] * (-length % 8))


segno_encoder.write_padding_bits = standard_padding_bits

HERE = os.path.dirname(os.path.abspath(__file__))
ALPHANUMERIC = set(b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:")
COUNT_BITS = {"numeric": (10, 12, 14), "alphanumeric": (9, 11, 13), "byte": (8, 16, 16)}


def group(version):
    return 0 if version < 10 else 1 if version < 27 else 2


def narrowest_mode(data):
    if all(0x30 <= b <= 0x39 for b in data):
        return "numeric"
    if all(b in ALPHANUMERIC for b in data):
        return "alphanumeric"
    return "byte"


def segment_bits(mode, count, grp):
    header = 4 + COUNT_BITS[mode][grp]
    if mode == "numeric":
        return header + 10 * (count // 3) + (0, 4, 7)[count % 3]
    if mode == "alphanumeric":
        return header + 11 * (count // 2) + 6 * (count % 2)
    return header + 8 * count


def best_segmentation(data, grp):
    """The split into runs with the fewest bits: best[i] is the cheapest encoding of data[:i]."""
    n = len(data)
    best = [0] + [None] * n
    choice = [None] * (n + 1)
    for end in range(1, n + 1):
        for start in range(end):
            mode = narrowest_mode(data[start:end])
            cost = best[start] + segment_bits(mode, end - start, grp)
            if best[end] is None or cost < best[end]:
                best[end] = cost
                choice[end] = (start, mode)
    runs = []
    end = n
    while end > 0:
        start, mode = choice[end]
        runs.append((data[start:end], mode))
        end = start
    runs.reverse()
    # Neighbouring runs of one mode are one segment.
    merged = []
    for part, mode in runs:
        if merged and merged[-1][1] == mode:
            merged[-1] = (merged[-1][0] + part, mode)
        else:
            merged.append((part, mode))
    return merged


SEGNO_MODES = {"numeric": consts.MODE_NUMERIC, "alphanumeric": consts.MODE_ALPHANUMERIC, "byte": consts.MODE_BYTE}


def segno_segments(runs):
    return [(part, SEGNO_MODES[mode]) for part, mode in runs]


def write_symbol(out, text, version, level, mask, runs):
    qr = segno.make_qr(segno_segments(runs), version=version, error=level, mask=mask, boost_error=False)
    assert qr.version == version and qr.error == level.upper() and qr.mask == mask, (text, qr.designator, qr.mask)
    segments = ",".join("%s:%d" % (mode, len(part)) for part, mode in runs)
    out.write("symbol %d %s %d %s %s\n" % (version, level.upper(), mask, segments, text.encode().hex() or "-"))
    for row in qr.matrix:
        bits = "".join(str(b) for b in row)
        bits += "0" * (-len(bits) % 4)
        out.write("%0*x\n" % (len(bits) // 4, int(bits, 2)))


def one_mode(text):
    data = text.encode()
    return [(data, narrowest_mode(data))]


class Generator:
    """A small deterministic generator, so that the texts are the same on every run."""

    def __init__(self, seed):
        self.state = seed

    def next(self):
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        return self.state >> 33

    def text(self, alphabet, count):
        return "".join(alphabet[self.next() % len(alphabet)] for _ in range(count))


def capacity(version, level, mode):
    """Characters of one mode that fit the version, found by asking segno which version a text needs."""
    error = {"l": consts.ERROR_LEVEL_L, "m": consts.ERROR_LEVEL_M, "q": consts.ERROR_LEVEL_Q, "h": consts.ERROR_LEVEL_H}[level]
    low, high = 0, 8000
    while low < high:
        middle = (low + high + 1) // 2
        text = ("7" if mode == "numeric" else "K" if mode == "alphanumeric" else "k") * middle
        segments = segno_encoder.prepare_data([(text.encode(), SEGNO_MODES[mode])], None, None)
        try:
            fits = segno_encoder.find_version(segments, error, eci=False, micro=False) <= version
        except segno.DataOverflowError:
            fits = False
        if fits:
            low = middle
        else:
            high = middle - 1
    return low


def matrices():
    generator = Generator(2024)
    path = os.path.join(HERE, "reference-matrices.txt")
    with open(path, "w") as out:
        out.write("# segno %s: made by make-reference.py; do not edit\n" % segno.__version__)
        link = "HTTPS://RAYCIPE.EXAMPLE.COM/R/2"
        # Every mask, on one symbol.
        for mask in range(8):
            write_symbol(out, link, 2, "m", mask, one_mode(link))
        # Every level, each mode.
        for level in "lmqh":
            write_symbol(out, "01234567", 1, level, 5, one_mode("01234567"))
            write_symbol(out, "AC-42", 1, level, 6, one_mode("AC-42"))
            write_symbol(out, "hello", 1, level, 7, one_mode("hello"))
        # Every version, with a text that fills about two thirds of it, the mode, level and
        # mask turning with the version.
        alphabets = {
            "numeric": "0123456789",
            "alphanumeric": "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:",
            "byte": "abcdefghijklmnopqrstuvwxyz_~=&?",
        }
        modes = ["numeric", "alphanumeric", "byte"]
        for version in range(1, 41):
            level = "lmqh"[version % 4]
            mode = modes[version % 3]
            count = capacity(version, level, mode) * 2 // 3
            text = generator.text(alphabets[mode], count)
            if mode == "byte":
                # Keep the optimum one byte segment: no run of digits or capitals inside.
                text = text.replace("_", "é") if version % 2 else text
            write_symbol(out, text, version, level, version % 8, one_mode(text))
        # Mixed segments, each given to segno as the split with the fewest bits.
        for text, version, level, mask in [
            ("Order 12345678901234567890 from raycipe", 3, "m", 1),
            ("HTTPS://RAYCIPE.EXAMPLE.COM/R/12345678901234567890?utm_source=qr", 5, "q", 4),
            ("café 3141592653589793238462643383 PI 2.718281828459045235360287", 8, "l", 2),
        ]:
            runs = best_segmentation(text.encode(), group(version))
            write_symbol(out, text, version, level, mask, runs)
    print("wrote", path)


LINKS = [
    "https://raycipe.example.com/recipes/2?utm_source=qr",
    "HTTPS://RAYCIPE.EXAMPLE.COM/RECIPES/2?UTM_SOURCE=QR",
    "raycipe://recipes/2",
    "RAYCIPE://RECIPES/2",
    "https://raycipe.example.com/r/2",
    "HTTPS://RAYCIPE.EXAMPLE.COM/R/2",
    "https://example.page.link/?link=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2&apn=com.example.raycipe&ibi=com.example.Raycipe&isi=1234567890&st=Pancakes&sd=Fluffy%20pancakes%20in%2020%20minutes&utm_source=qr",
    "https://www.wikipedia.org/wiki/QR_code",
    "https://github.com/swiftlang/swift/blob/main/README.md",
    "https://maps.example.com/@52.5200066,13.404954,15z",
    "https://shop.example.com/products/12345678901234567890?variant=98765432109876543210",
    "HTTPS://SHOP.EXAMPLE.COM/P/12345678901234567890/V/98765432109876543210",
    "WIFI:S:Raycipe Kitchen;T:WPA;P:correct horse battery staple;;",
    "mailto:hello@raycipe.example.com?subject=Recipe%202",
    "tel:+4930123456789",
    "https://raycipe.example.com/recipes/550e8400-e29b-41d4-a716-446655440000",
    "HTTPS://RAYCIPE.EXAMPLE.COM/RECIPES/550E8400-E29B-41D4-A716-446655440000",
    "https://raycipe.example.com/search?q=cr%C3%A8me%20br%C3%BBl%C3%A9e&page=2",
    "https://raycipe.example.com/recipes/crème-brûlée",
    "https://a.example/" + "x" * 300,
    "https://a.example/" + "1" * 900,
    "https://a.example/" + "A1B2C3" * 150,
    "https://raycipe.example.com/cards/2026/12/01/4815162342",
    "BEGIN:VCARD\nVERSION:3.0\nN:Raycipe;Ray\nTEL:+4930123456789\nURL:https://raycipe.example.com\nEND:VCARD",
]


def versions():
    path = os.path.join(HERE, "reference-versions.txt")
    with open(path, "w") as out:
        out.write("# segno %s: made by make-reference.py; do not edit\n" % segno.__version__)
        for link in LINKS:
            data = link.encode()
            for level in "lmqh":
                plain = segno.make_qr(data, error=level, boost_error=False).version
                by_group = []
                for grp, versions_of_group in enumerate([range(1, 10), range(10, 27), range(27, 41)]):
                    runs = best_segmentation(data, grp)
                    try:
                        qr = segno.make_qr(segno_segments(runs), error=level, boost_error=False)
                    except segno.DataOverflowError:
                        continue
                    if qr.version in versions_of_group:
                        by_group.append(qr.version)
                segmented = min(by_group) if by_group else plain
                out.write("version %s %d %d %s\n" % (level.upper(), plain, segmented, data.hex()))
    print("wrote", path)


if __name__ == "__main__":
    matrices()
    versions()
