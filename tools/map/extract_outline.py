#!/usr/bin/env python3
"""extract_outline.py: writes tools/map/outline_data.c, the country outlines
the map pictures are drawn from, out of the Digital Chart of the World as
Debian's gmt-dcw ships it (read with ncdump, from netcdf-bin).

Usage: extract_outline.py [--dcw DIR] [--ncdump PROGRAM] [--atlas FILE]
                          OUTPUT.c

DOMAIN is the smallest rectangle of whole degrees that holds every frame of
src/atlas/atlas_geo.c (the regions' maps and the insets) with a degree to
spare: a place added anywhere on the globe brings its frames, and running
this again covers them. Every country of dcw-countries.txt that reaches
into DOMAIN is kept, its
rings clipped to DOMAIN, put on a grid of 1/1000 degree, simplified
(Douglas-Peucker, TOLERANCE degrees) and dropped when smaller than
MIN_AREA. The output depends on nothing but the input files: no clock,
no locale, and rings in the order of the file.
"""
import argparse
import math
import os
import re
import subprocess
import sys

DOMAIN = None  # west, east, south, north (degrees): domain_of()
UNITS = 1000                          # grid steps per degree
TOLERANCE = 10                        # simplification, in grid steps
MIN_AREA = 1000                       # square grid steps (0.001 deg^2)
SEPARATOR = '_'                       # ncdump's fill value: a ring break


def fail(msg):
    sys.stderr.write('extract_outline: %s\n' % msg)
    sys.exit(1)


def domain_of(path):
    """The frames' rectangle, a degree wider each way, in whole degrees."""
    number = r'\s*(-?[0-9]+(?:\.[0-9]*)?),'
    frame = re.compile(r'\{"[^"]+\.png",' + number * 4)
    try:
        with open(path, encoding='utf-8') as f:
            frames = [tuple(float(v) for v in m.groups())
                      for m in frame.finditer(f.read())]
    except OSError as e:
        fail('cannot read the atlas table: %s' % e)
    if not frames:
        fail('%s: no frame {"picture.png", west, east, south, north, ...}'
             % path)
    return (max(-180.0, math.floor(min(f[0] for f in frames)) - 1.0),
            min(180.0, math.ceil(max(f[1] for f in frames)) + 1.0),
            max(-90.0, math.floor(min(f[2] for f in frames)) - 1.0),
            min(90.0, math.ceil(max(f[3] for f in frames)) + 1.0))


def read_countries(path):
    """(continent, code, name) of every country in the list, in order."""
    out = []
    with open(path, encoding='utf-8') as f:
        for line in f:
            if line.startswith('#') or not line.strip():
                continue
            parts = line.rstrip('\n').split(' ', 2)
            if len(parts) != 3:
                fail('%s: cannot read the line %r' % (path, line))
            out.append(tuple(parts))
    return out


def ncdump(prog, args):
    try:
        r = subprocess.run([prog] + args, capture_output=True, text=True,
                           env={'LC_ALL': 'C'})
    except OSError as e:
        fail('cannot run %s (%s); it comes with the Debian package '
             'netcdf-bin' % (prog, e))
    if r.returncode != 0:
        fail('%s %s failed: %s' % (prog, ' '.join(args), r.stderr.strip()))
    return r.stdout


def read_attributes(header):
    """{code: {'lonmin': .., 'lonscale': .., ...}} from ncdump -h."""
    attrs = {}
    pattern = r'^\s*(\w+)_(lon|lat):(min|max|scale) = ([-0-9.eE+]+) ;'
    for m in re.finditer(pattern, header, re.M):
        attrs.setdefault(m.group(1), {})[m.group(2) + m.group(3)] = \
            float(m.group(4))
    return attrs


def lon_offset(a):
    """DCW keeps some countries in 0..360 degrees east: back to -180..180."""
    return -360.0 if a['lonmin'] > 180.0 else 0.0


def reaches_domain(a):
    w, e, s, n = DOMAIN
    off = lon_offset(a)
    return not (a['lonmax'] + off < w or a['lonmin'] + off > e or
                a['latmax'] < s or a['latmin'] > n)


def read_values(dump):
    """{variable: [int or None]} from the data section of ncdump -v."""
    if '\ndata:\n' not in dump:
        fail('ncdump printed no data section')
    data = dump.split('\ndata:\n', 1)[1]
    out = {}
    for m in re.finditer(r'(\w+) =([^;]*);', data):
        out[m.group(1)] = [None if t.strip() == SEPARATOR else int(t)
                           for t in m.group(2).split(',')]
    return out


def rings_of(code, a, values):
    """The country's rings in grid steps, as DCW stores them."""
    xs = values.get(code + '_lon')
    ys = values.get(code + '_lat')
    if xs is None or ys is None or len(xs) != len(ys):
        fail('no matching %s_lon and %s_lat in the data' % (code, code))
    off = lon_offset(a)
    rings, ring = [], []
    for x, y in zip(xs + [None], ys + [None]):
        if x is None or y is None:
            if len(ring) >= 3:
                rings.append(ring)
            ring = []
            continue
        lon = x / a['lonscale'] + a['lonmin'] + off
        lat = y / a['latscale'] + a['latmin']
        p = (round(lon * UNITS), round(lat * UNITS))
        if not ring or ring[-1] != p:
            ring.append(p)
    return rings


def clip(ring):
    """Sutherland-Hodgman against DOMAIN (grid steps)."""
    w, e, s, n = (round(v * UNITS) for v in DOMAIN)
    edges = [(0, w, 1), (0, e, -1), (1, s, 1), (1, n, -1)]
    for axis, bound, sign in edges:
        if not ring:
            break
        inside = [(p[axis] - bound) * sign >= 0 for p in ring]
        out = []
        for i, p in enumerate(ring):
            q = ring[i - 1]
            if inside[i] != inside[i - 1]:
                t = (bound - q[axis]) / (p[axis] - q[axis])
                other = 1 - axis
                c = round(q[other] + t * (p[other] - q[other]))
                out.append((bound, c) if axis == 0 else (c, bound))
            if inside[i]:
                out.append(p)
        ring = out
    return ring


def simplify(ring):
    """Douglas-Peucker on a closed ring: split at the point farthest from
    the first, then simplify both halves."""
    def far(a, b):
        ax, ay = ring[a]
        bx, by = ring[b % len(ring)]
        dx, dy = bx - ax, by - ay
        l2 = dx * dx + dy * dy
        best, at = -1.0, -1
        for i in range(a + 1, b):
            px, py = ring[i]
            if l2 == 0:
                d2 = (px - ax) ** 2 + (py - ay) ** 2
            else:
                cr = dx * (py - ay) - dy * (px - ax)
                d2 = cr * cr / l2
            if d2 > best:
                best, at = d2, i
        return best, at

    n = len(ring)
    if n < 4:
        return ring
    x0, y0 = ring[0]
    split = max(range(n), key=lambda i: ((ring[i][0] - x0) ** 2 +
                                         (ring[i][1] - y0) ** 2, -i))
    keep = [False] * n
    keep[0] = keep[split] = True
    stack = [(0, split), (split, n)]
    while stack:
        a, b = stack.pop()
        d2, at = far(a, b)
        if at >= 0 and d2 > TOLERANCE * TOLERANCE:
            keep[at] = True
            stack.append((a, at))
            stack.append((at, b))
    return [p for p, k in zip(ring, keep) if k]


def area(ring):
    s = 0
    for i, p in enumerate(ring):
        q = ring[i - 1]
        s += q[0] * p[1] - p[0] * q[1]
    return abs(s) / 2


def c_string(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'


def write_c(path, version, countries):
    lines = [
        '/* outline_data.c: country outlines for the map pictures, written '
        'by tools/map/extract_outline.py; do not edit. */',
        '/*',
        ' * From the Digital Chart of the World, DCW-GMT %s (Debian package'
        % version,
        ' * gmt-dcw): see data/images/LICENSE-map.txt. Clipped to %g..%g E,'
        % DOMAIN[:2],
        ' * %g..%g N, on a grid of 1/%d degree, simplified to %g degree.'
        % (DOMAIN[2], DOMAIN[3], UNITS, TOLERANCE / UNITS),
        ' */',
        '#include "outline.h"',
        '',
        'const int32_t map_domain[4] = {%d, %d, %d, %d};' %
        tuple(round(v * UNITS) for v in DOMAIN),
        '',
        'const int32_t map_points[] = {',
    ]
    ring_rows = []
    country_rows = []
    point = 0
    for cont, code, name, rings in countries:
        first_ring = len(ring_rows)
        for ring in rings:
            ring_rows.append('    {%d, %d},' % (point, len(ring)))
            for i in range(0, len(ring), 6):
                lines.append('    ' + ' '.join(
                    '%d, %d,' % p for p in ring[i:i + 6]))
            point += len(ring)
        country_rows.append('    {%s, %s, %s, %d, %d},' % (
            c_string(code), c_string(cont), c_string(name), first_ring,
            len(rings)))
    lines += ['};', 'const int map_point_count = %d;' % point, '',
              'const MapRing map_rings[] = {'] + ring_rows + [
        '};', 'const int map_ring_count = %d;' % len(ring_rows), '',
        'const MapCountry map_countries[] = {'] + country_rows + [
        '};', 'const int map_country_count = %d;' % len(country_rows), '']
    with open(path, 'w', encoding='utf-8', newline='\n') as f:
        f.write('\n'.join(lines))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--dcw', default='/usr/share/gmt-dcw',
                    help='the folder of dcw-gmt.nc (Debian: gmt-dcw)')
    ap.add_argument('--ncdump', default='ncdump')
    ap.add_argument('--atlas', default=os.path.join(
        os.path.dirname(os.path.abspath(__file__)), '..', '..', 'src',
        'atlas', 'atlas_geo.c'), help='the table of places and frames')
    ap.add_argument('output')
    args = ap.parse_args()
    global DOMAIN
    DOMAIN = domain_of(args.atlas)
    nc = args.dcw + '/dcw-gmt.nc'
    try:
        listed = read_countries(args.dcw + '/dcw-countries.txt')
    except OSError as e:
        fail('%s; install the Debian package gmt-dcw '
             '(packaging/install-deps does)' % e)
    header = ncdump(args.ncdump, ['-h', nc])
    m = re.search(r':version = "([^"]+)"', header)
    version = m.group(1) if m else 'unknown'
    attrs = read_attributes(header)
    chosen = [c for c in listed if c[1] in attrs and reaches_domain(attrs[c[1]])]
    if not chosen:
        fail('no country of %s reaches the map' % nc)
    names = ','.join('%s_lon,%s_lat' % (c[1], c[1]) for c in chosen)
    values = read_values(ncdump(args.ncdump, ['-v', names, nc]))
    countries = []
    for cont, code, name in chosen:
        rings = []
        for ring in rings_of(code, attrs[code], values):
            ring = clip(ring)
            if len(ring) < 3 or area(ring) < MIN_AREA:
                continue
            ring = simplify(ring)
            if len(ring) >= 3 and area(ring) >= MIN_AREA:
                rings.append(ring)
        if rings:
            countries.append((cont, code, name, rings))
    write_c(args.output, version, countries)


if __name__ == '__main__':
    main()
