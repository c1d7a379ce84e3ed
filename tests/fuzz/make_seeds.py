#!/usr/bin/env python3
"""make_seeds.py: writes the hand-made seed inputs of corpus/fuzz_rules/ (see fuzz_rules.c for the input format)."""
import os

# Operations of fuzz_rules.c, in its order.
OP_LEGAL, OP_LEGAL2, OP_BURST, OP_RAW, OP_TEXT, OP_LIST, OP_UNDO = range(7)
OPS = 7


def text(s):
    """OP_TEXT: one move in notation."""
    b = s.encode()
    return bytes([OP_TEXT, len(b)]) + b


def moves(s):
    """OP_LIST: moves in notation separated by spaces."""
    b = s.encode()
    return bytes([OP_LIST, len(b)]) + b


def burst(count, seed):
    """OP_BURST: `count` (1..37) pseudo-random legal moves."""
    return bytes([OP_BURST + OPS * (count - 1), seed])


seeds = {}
# First byte: game id (low four bits) + 16 * variant index; +0x80 builds a
# position.
games = [(0, 'gore'), (1, 'bao'), (2, 'modiar'), (3, 'ayoayo'),
         (4, 'urim6'), (0x14, 'urim7')]
for first, name in games:
    seeds[name + '-bursts'] = bytes([first]) + b''.join(
        burst(37, k) for k in range(40))
    seeds[name + '-legal-undo'] = bytes([first]) + b''.join(
        bytes([OP_LEGAL, k, OP_UNDO]) for k in range(30)) + \
        bytes([OP_LEGAL, 3]) * 20
    seeds[name + '-notation'] = bytes([first]) + text('0') + text('5') + \
        text('12') + moves('1 2 3 4 5 6 7') + text('07') + text('pass') + \
        bytes([OP_RAW, 0, 3, 0, OP_RAW, 5, 1, 1])
seeds['gore-offers'] = bytes([0]) + moves('0 4') + text('offer:0,1') + \
    text('decline') + text('offer:1') + moves('2 5 accept') + burst(21, 9)
# The worked examples of docs/RULES.md as built positions: holes, then South's
# pile, to move, and for Goré the owners, offer, must-sow and declined.
seeds['gore-position'] = bytes([0x80]) + \
    bytes([2, 4, 20, 1, 1, 1, 1, 6, 6, 0, 0xF0, 0, 0, 0]) + text('2')
seeds['urim-position'] = bytes([0x80 | 4]) + \
    bytes([3, 2, 1, 1, 0, 1, 1, 0, 0, 0, 3, 1, 9, 1]) + text('10')
seeds['modiar-position'] = bytes([0x80 | 2]) + \
    bytes([2, 3, 0, 0, 4, 23, 8, 1]) + text('5')
seeds['bao-position'] = bytes([0x80 | 1]) + bytes([1] * 48 + [20, 0]) + \
    burst(31, 1)

here = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                    'corpus', 'fuzz_rules')
os.makedirs(here, exist_ok=True)
for name, data in seeds.items():
    with open(os.path.join(here, name), 'wb') as f:
        f.write(data)
print(f'{len(seeds)} seeds in {here}')
