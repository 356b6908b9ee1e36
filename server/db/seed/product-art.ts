// Draws the demo products' SVG pictures: five appliances in four views share one palette and a
// handful of drawing primitives, so the file stays whole. It runs only when the demo catalogue
// is seeded.
export type ApplianceKind = "ac" | "tv" | "microwave" | "refrigerator" | "washing-machine";
export type ArtView = "front" | "angle" | "detail" | "room";
export interface ArtPalette {
  body: string;
  accent: string;
}

export const APPLIANCE_KINDS: readonly ApplianceKind[] = [
  "ac",
  "tv",
  "microwave",
  "refrigerator",
  "washing-machine",
];
export const ART_VIEWS: readonly ArtView[] = ["front", "angle", "detail", "room"];

type Rgb = readonly number[];

function parseHex(hex: string): Rgb {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex);
  // The colour is pasted into markup, so anything that is not a plain hex colour is refused.
  if (!match?.[1])
    throw new TypeError(`Expected a hex colour like "#e5e7eb", got ${JSON.stringify(hex)}`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join("") : match[1];
  const value = parseInt(digits, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const toHex = (rgb: Rgb): string =>
  "#" + rgb.map((v) => Math.round(v).toString(16).padStart(2, "0")).join("");

function mix(from: string, to: string, t: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  return toHex(a.map((v, i) => v + ((b[i] ?? v) - v) * t));
}

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

interface Inks {
  body: string;
  hi: string;
  lo: string;
  side: string;
  line: string;
  accent: string;
  accentHi: string;
  accentLo: string;
}

function inks(palette: ArtPalette): Inks {
  const { body, accent } = palette;
  // Dark finishes need lighter detail lines and gentler shading, or the details vanish.
  const dark = luminance(body) < 0.4;
  return {
    body,
    hi: mix(body, "#fff", dark ? 0.16 : 0.6),
    lo: mix(body, "#000", dark ? 0.3 : 0.13),
    side: mix(body, "#000", dark ? 0.42 : 0.22),
    line: mix(body, dark ? "#fff" : "#000", 0.35),
    accent: toHex(parseHex(accent)),
    accentHi: mix(accent, "#fff", 0.45),
    accentLo: mix(accent, "#000", 0.3),
  };
}

// Rounded to one decimal: shorter markup, and identical output on every platform.
const n = (v: number): string => String(Math.round(v * 10) / 10);
const R = (x: number, y: number, w: number, h: number, fill: string, rx = 0, more = ""): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ""} fill="${fill}"${more}/>`;
const C = (cx: number, cy: number, r: number, fill: string, more = ""): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${more}/>`;
const E = (cx: number, cy: number, rx: number, ry: number, fill: string, more = ""): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${more}/>`;
const P = (d: string, fill: string, more = ""): string => `<path d="${d}" fill="${fill}"${more}/>`;
const S = (d: string, stroke: string, width: number, more = ""): string =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${n(width)}"${more}/>`;
const G = (transform: string, inner: string): string => `<g transform="${transform}">${inner}</g>`;
const op = (v: number): string => ` opacity="${v}"`;
const ROUND = ' stroke-linecap="round"';
const outline = (colour: string, opacity: number, width = 2): string =>
  ` stroke="${colour}" stroke-opacity="${opacity}" stroke-width="${width}"`;
const place = (x: number, y: number, s: number): string => `translate(${n(x)} ${n(y)}) scale(${s})`;

type Stop = readonly [offset: number, colour: string, opacity?: number];
function linear(id: string, stops: readonly Stop[], vertical = true): string {
  const s = stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`,
    )
    .join("");
  return `<linearGradient id="${id}"${vertical ? ' x2="0" y2="1"' : ""}>${s}</linearGradient>`;
}
function radial(id: string, stops: readonly Stop[], at = ""): string {
  const s = stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`,
    )
    .join("");
  return `<radialGradient id="${id}"${at}>${s}</radialGradient>`;
}

// Seven-segment digits stand in for text: readable as a display, and no font is needed.
const SEGMENTS: Record<string, string> = {
  "0": "abcdef",
  "1": "bc",
  "2": "abged",
  "3": "abgcd",
  "4": "fgbc",
  "5": "afgcd",
  "6": "afgedc",
  "7": "abc",
  "8": "abcdefg",
  "9": "abcdfg",
  "-": "g",
};
function sevenSeg(x: number, y: number, h: number, text: string, colour: string): string {
  const w = h / 2;
  let d = "";
  let cx = x;
  for (const ch of text) {
    if (ch === ":") {
      d += `M${n(cx)} ${n(y + h * 0.3)}v1M${n(cx)} ${n(y + h * 0.7)}v1`;
      cx += h * 0.35;
      continue;
    }
    // A lone "1" sits on the left of its cell and takes less room, as on real displays.
    if (ch === "1") {
      d += `M${n(cx)} ${n(y)}v${n(h)}`;
      cx += h * 0.45;
      continue;
    }
    const m = h / 2;
    const seg: Record<string, string> = {
      a: `M${n(cx)} ${n(y)}h${n(w)}`,
      b: `M${n(cx + w)} ${n(y)}v${n(m)}`,
      c: `M${n(cx + w)} ${n(y + m)}v${n(m)}`,
      d: `M${n(cx)} ${n(y + h)}h${n(w)}`,
      e: `M${n(cx)} ${n(y + m)}v${n(m)}`,
      f: `M${n(cx)} ${n(y)}v${n(m)}`,
      g: `M${n(cx)} ${n(y + m)}h${n(w)}`,
    };
    for (const s of SEGMENTS[ch] ?? "") d += seg[s] ?? "";
    cx += w + h * 0.35;
  }
  return S(d, colour, h / 7, ROUND + ' stroke-linejoin="round"');
}

/** The appliance drawn face-on at the origin; `r` is its corner radius, `d` its depth. */
interface Face {
  w: number;
  h: number;
  /** Height including feet or stand, for layout. */
  fh: number;
  d: number;
  r: number;
  svg: string;
  /** Point of interest for the close-up and how far to zoom in on it. */
  focus: readonly [x: number, y: number, zoom: number];
  defs: string;
}

function acIndoor(c: Inks): string {
  let slats = "";
  for (let x = 62; x < 500; x += 24) slats += `M${x} 121v30`;
  return [
    R(0, 0, 560, 170, "url(#b)", 26),
    R(18, 9, 524, 7, "#fff", 3.5, op(0.45)),
    S("M22 106H538", c.line, 2, op(0.3)),
    R(34, 116, 492, 40, c.side, 14),
    S(slats, c.line, 3, op(0.3)),
    R(40, 144, 480, 14, c.hi, 7),
    S("M56 151H504", c.line, 2, op(0.25)),
    R(44, 50, 90, 5, c.accent, 2.5),
    R(424, 52, 94, 36, "#0f172a", 10),
    sevenSeg(440, 61, 18, "24", c.accentHi),
    C(500, 70, 5, c.accent),
  ].join("");
}

function acOutdoor(c: Inks): string {
  let vents = "";
  for (let y = 40; y < 200; y += 14) vents += `M238 ${y}H278`;
  return [
    R(30, 226, 52, 12, c.side, 3),
    R(218, 226, 52, 12, c.side, 3),
    R(0, 0, 300, 230, "url(#b)", 14),
    C(122, 115, 94, c.lo),
    C(122, 115, 85, "#1e293b"),
    P(
      "M122 115C92 75 100 40 122 36C132 60 136 92 122 115C170 104 196 122 190 142C162 142 134 132 122 115C108 160 80 180 62 168C70 142 96 122 122 115Z",
      "#475569",
    ),
    S("M122 30V200M37 115H207M62 55L182 175M182 55L62 175", "#94a3b8", 2, op(0.45)),
    C(122, 115, 30, "none", outline("#94a3b8", 0.5)),
    C(122, 115, 58, "none", outline("#94a3b8", 0.5)),
    C(122, 115, 12, c.hi),
    S(vents, c.line, 5, op(0.3) + ROUND),
    R(236, 16, 40, 4, c.accent, 2),
  ].join("");
}

function acFace(c: Inks): Face {
  return {
    w: 560,
    h: 170,
    fh: 170,
    d: 90,
    r: 26,
    svg: acIndoor(c),
    focus: [440, 112, 3],
    defs: "",
  };
}

function tvFace(c: Inks): Face {
  const defs =
    linear("p", [
      [0, "#1e3a8a"],
      [0.45, "#7c3aed"],
      [0.75, "#f472b6"],
      [1, "#fb923c"],
    ]) +
    linear("lk", [
      [0, "#f97316"],
      [1, "#312e81"],
    ]);
  const svg = [
    P("M98 370L66 404H88L120 370ZM542 370L574 404H552L520 370Z", c.lo),
    R(0, 0, 640, 372, c.body, 10),
    R(7, 7, 626, 350, "url(#p)"),
    C(420, 236, 86, "#fde68a", op(0.22)),
    C(420, 236, 48, "#fde68a"),
    P("M7 282L118 196L196 244L304 158L422 266L520 204L633 272V357H7Z", "#4c1d95", op(0.9)),
    R(7, 300, 626, 57, "url(#lk)"),
    P("M7 286Q150 270 300 357H7Z", "#1e1b4b"),
    R(384, 318, 74, 4, "#fde68a", 2, op(0.7)),
    R(398, 330, 46, 4, "#fde68a", 2, op(0.5)),
    P("M7 7H330L150 357H7Z", "#fff", op(0.07)),
    R(308, 362, 24, 4, c.accent, 2),
  ].join("");
  return { w: 640, h: 372, fh: 404, d: 28, r: 10, svg, focus: [150, 318, 2.5], defs };
}

function knob(x: number, y: number, r: number, c: Inks, angle: number): string {
  const rad = (angle * Math.PI) / 180;
  const tip = `M${n(x)} ${n(y)}L${n(x + Math.sin(rad) * r * 0.75)} ${n(y - Math.cos(rad) * r * 0.75)}`;
  return C(x, y, r + 5, c.lo) + C(x, y, r, "url(#k)") + S(tip, c.accent, r / 6, ROUND);
}

function microwaveFace(c: Inks): Face {
  const svg = [
    R(30, 296, 44, 10, "#334155", 3),
    R(446, 296, 44, 10, "#334155", 3),
    R(0, 0, 520, 300, "url(#b)", 18),
    R(14, 14, 362, 272, "none", 12, outline(c.line, 0.3)),
    R(38, 40, 300, 220, "url(#g)", 12, outline("#94a3b8", 0.4)),
    E(188, 228, 112, 16, "#64748b", op(0.35)),
    P("M50 40H210L122 260H50Q38 260 38 248V52Q38 40 50 40Z", "#fff", op(0.06)),
    R(350, 58, 12, 184, "url(#a)", 6),
    S("M388 24V276", c.line, 2, op(0.2)),
    R(400, 34, 104, 40, "#0f172a", 8),
    sevenSeg(414, 45, 18, "12:30", c.accentHi),
    knob(452, 134, 30, c, 40),
    [414, 452, 490].map((x) => C(x, 198, 9, c.hi, outline(c.line, 0.35))).join(""),
    [414, 452, 490].map((x) => C(x, 226, 9, c.hi, outline(c.line, 0.35))).join(""),
    R(404, 248, 96, 24, c.accent, 12),
  ].join("");
  return { w: 520, h: 300, fh: 306, d: 380, r: 18, svg, focus: [440, 150, 2.3], defs: "" };
}

function fridgeFace(c: Inks): Face {
  let grille = "";
  for (let x = 44; x < 280; x += 18) grille += `M${x} 622v10`;
  const defs = linear(
    "bx",
    [
      [0, c.lo],
      [0.3, c.hi],
      [0.55, c.body],
      [1, c.lo],
    ],
    false,
  );
  const svg = [
    R(0, 0, 320, 640, c.side, 18),
    R(6, 6, 308, 198, "url(#bx)", 12),
    R(6, 212, 308, 400, "url(#bx)", 12),
    R(232, 6, 30, 198, "#fff", 0, op(0.12)),
    R(232, 212, 30, 400, "#fff", 0, op(0.12)),
    R(22, 66, 12, 118, "url(#a)", 6),
    R(22, 230, 12, 200, "url(#a)", 6),
    R(196, 238, 98, 48, "#0f172a", 9, outline(c.line, 0.3)),
    sevenSeg(210, 250, 22, "-18", c.accentHi),
    C(282, 262, 4, c.accent),
    R(140, 24, 40, 4, c.line, 2, op(0.35)),
    R(18, 618, 284, 16, "#1f2937", 5),
    S(grille, "#64748b", 3, ROUND),
  ].join("");
  return { w: 320, h: 640, fh: 640, d: 340, r: 18, svg, focus: [150, 236, 2.4], defs };
}

function washerFace(c: Inks): Face {
  let ticks = "";
  for (let i = 0; i < 10; i++) {
    const a = (-135 + i * 30) * (Math.PI / 180);
    ticks += C(372 + Math.sin(a) * 44, 58 - Math.cos(a) * 44, 3, c.accent);
  }
  const defs = linear(
    "c",
    [
      [0, "#f8fafc"],
      [0.5, "#94a3b8"],
      [1, "#e2e8f0"],
    ],
    false,
  );
  const svg = [
    R(0, 0, 440, 540, "url(#b)", 24),
    R(12, 12, 416, 92, c.hi, 14, outline(c.line, 0.2)),
    R(28, 28, 110, 56, c.body, 8, outline(c.line, 0.35)),
    R(46, 68, 74, 6, c.line, 3, op(0.4)),
    C(166, 56, 10, c.lo),
    C(196, 56, 10, c.lo),
    R(222, 34, 100, 44, "#0f172a", 8),
    sevenSeg(236, 46, 20, "1:25", c.accentHi),
    ticks,
    knob(372, 58, 28, c, -40),
    C(220, 318, 170, c.lo),
    C(220, 318, 152, "url(#c)"),
    C(220, 318, 120, "#1e293b"),
    C(220, 318, 112, "url(#g)"),
    P("M124 352Q220 296 316 352Q300 404 220 424Q140 404 124 352Z", "#38bdf8", op(0.4)),
    C(184, 336, 8, "#fff", op(0.3)),
    C(250, 326, 5, "#fff", op(0.3)),
    S("M146 262A104 104 0 0 1 256 216", "#fff", 12, op(0.22) + ROUND),
    R(54, 296, 14, 44, c.side, 4),
    R(360, 288, 16, 60, "url(#a)", 8),
    S("M20 500H420", c.line, 2, op(0.2)),
    R(360, 508, 52, 20, "none", 5, outline(c.line, 0.35)),
  ].join("");
  return { w: 440, h: 540, fh: 540, d: 440, r: 24, svg, focus: [290, 110, 2.2], defs };
}

const FACES: Record<ApplianceKind, (c: Inks) => Face> = {
  ac: acFace,
  tv: tvFace,
  microwave: microwaveFace,
  refrigerator: fridgeFace,
  "washing-machine": washerFace,
};

const shadow = (cx: number, cy: number, rx: number, ry: number): string =>
  E(cx, cy, rx, ry, "url(#sh)");

function frontView(kind: ApplianceKind, f: Face, c: Inks): string {
  if (kind === "ac") {
    // Split ACs are sold as a pair, so the packshot shows the outdoor unit too.
    return (
      G(place(110, 150, 1.04), f.svg) +
      shadow(548, 650, 170, 22) +
      G(place(400, 420, 0.92), acOutdoor(c))
    );
  }
  const s = Math.min(1.15, 600 / f.w, 600 / f.fh);
  const x = 400 - (f.w * s) / 2;
  const y = 390 - (f.fh * s) / 2;
  return shadow(400, y + f.fh * s, f.w * s * 0.58, 26) + G(place(x, y, s), f.svg);
}

// Oblique projection: the front recedes slightly to the right and the right side and top
// show, which reads as a 3/4 packshot without needing real perspective maths.
const SLOPE = 0.1;
const SQUASH = 0.86;
const DEPTH_X = 0.46;
const DEPTH_Y = 0.2;

function angleView(f: Face, c: Inks): string {
  const fw = SQUASH * f.w;
  const drop = SLOPE * f.w;
  const dx = DEPTH_X * f.d;
  const dy = DEPTH_Y * f.d;
  const bw = fw + dx;
  const bh = drop + f.fh + dy;
  const s = Math.min(1.1, 620 / bw, 600 / bh);
  const x = 400 - (bw * s) / 2;
  const y = 390 - (bh * s) / 2 + dy * s;
  const top = G(
    `matrix(${SQUASH} ${SLOPE} ${DEPTH_X} ${-DEPTH_Y} 0 0)`,
    R(0, 0, f.w, f.d, c.hi, f.r / 2),
  );
  // Side and top extend behind the front face so its rounded corners blend into them.
  const side = G(
    `matrix(${DEPTH_X} ${-DEPTH_Y} 0 1 ${n(fw)} ${n(drop)})`,
    R(-f.r * 2, 0, f.d + f.r * 2, f.h, "url(#s)", f.r),
  );
  const front = G(`matrix(${SQUASH} ${SLOPE} 0 1 0 0)`, f.svg);
  return (
    shadow(400 + dx * s * 0.3, y + (f.fh + drop * 0.6) * s, bw * s * 0.56, 20 + dy * s * 0.35) +
    G(place(x, y, Math.round(s * 1000) / 1000), top + side + front)
  );
}

function remote(): string {
  return G(
    "translate(600 470) rotate(-16)",
    [
      R(-46, -10, 92, 330, "#1f2937", 42),
      R(-40, -4, 80, 318, "#334155", 38, op(0.5)),
      C(26, 30, 9, "#ef4444"),
      C(0, 110, 34, "#111827"),
      C(0, 110, 14, "#475569"),
      [180, 216, 252].map((y) => [-22, 0, 22].map((x) => C(x, y, 7, "#64748b")).join("")).join(""),
    ].join(""),
  );
}

function detailView(kind: ApplianceKind, f: Face, c: Inks): string {
  const [fx, fy, zoom] = f.focus;
  let extra = "";
  if (kind === "tv") extra = remote();
  if (kind === "ac") {
    // Cool-air wisps make the louvre close-up read as an AC, not just a grey bar.
    extra = S(
      "M110 640Q190 600 270 650T430 650M170 720Q250 680 330 730T490 730",
      c.accentHi,
      10,
      op(0.6) + ROUND,
    );
  }
  return (
    G(place(400 - fx * zoom, 400 - fy * zoom, zoom), f.svg) + extra + R(0, 0, 800, 800, "url(#v)")
  );
}

function plant(x: number, y: number, s: number): string {
  const leaves = [-52, -26, 0, 26, 52]
    .map(
      (a, i) =>
        `<path d="M0-70Q30-140 0-210Q-30-140 0-70Z" fill="${i % 2 ? "#4f9a5f" : "#3f7d4e"}" transform="rotate(${a} 0 -70)"/>`,
    )
    .join("");
  return G(
    place(x, y, s),
    leaves + P("M-40-72H40L30 0H-30Z", "#c2703d") + R(-46, -80, 92, 16, "#a85a2c", 5),
  );
}

function sofa(x: number, y: number, c: Inks): string {
  return G(
    `translate(${x} ${y})`,
    [
      R(30, -22, 12, 22, "#3f3f46"),
      R(338, -22, 12, 22, "#3f3f46"),
      R(24, -176, 332, 110, "#64808a", 26),
      R(0, -92, 380, 72, "#557079", 20),
      R(52, -104, 276, 40, "#6b8d97", 16),
      R(0, -128, 58, 108, "#4d6770", 22),
      R(322, -128, 58, 108, "#4d6770", 22),
      G("rotate(-8 110 -130)", R(72, -160, 84, 62, c.accent, 18)),
      R(230, -158, 80, 60, "#e9d8a6", 18),
    ].join(""),
  );
}

function cabinets(x: number, y: number, w: number, h: number): string {
  let doors = "";
  const count = Math.round(w / 170);
  const dw = w / count;
  for (let i = 0; i < count; i++) {
    doors += R(x + i * dw + 6, y + 6, dw - 12, h - 12, "#e2d3c1", 6);
    doors += R(x + i * dw + dw / 2 - 20, y + 18, 40, 6, "#8a7560", 3);
  }
  return R(x, y, w, h, "#c9b49c") + doors;
}

const wallAndFloor = (floorY: number, wall: string, floor: string): string =>
  R(0, 0, 800, floorY, wall) +
  R(0, floorY, 800, 800 - floorY, floor) +
  R(0, floorY - 12, 800, 12, "#fff", 0, op(0.7));

function roomView(kind: ApplianceKind, f: Face, c: Inks): string {
  const planks = S(
    "M0 700H800M0 760H800M180 640V700M520 700V760M330 760V800",
    "#8a6446",
    2,
    op(0.35),
  );
  switch (kind) {
    case "ac":
      return (
        wallAndFloor(640, "url(#w)", "#c8a27c") +
        planks +
        G(place(170, 100, 0.82), f.svg) +
        S(
          "M280 262q-24 28 0 52t0 52M400 262q-24 28 0 52t0 52M520 262q-24 28 0 52t0 52",
          c.accentHi,
          7,
          op(0.6) + ROUND,
        ) +
        sofa(150, 650, c) +
        plant(680, 650, 1)
      );
    case "tv":
      return (
        wallAndFloor(640, "url(#w)", "#c8a27c") +
        planks +
        R(150, 560, 500, 84, "#8b5e3c", 8) +
        S("M317 572V632M483 572V632", "#6b4429", 3) +
        R(180, 644, 12, 20, "#5b3a22") +
        R(608, 644, 12, 20, "#5b3a22") +
        G(place(180, 282, 0.69), f.svg) +
        plant(80, 680, 1.05) +
        S("M720 660V330", "#3f3f46", 5) +
        E(720, 664, 40, 8, "#3f3f46") +
        P("M680 330H760L740 260H700Z", "#f5e6c8")
      );
    case "microwave":
      return (
        R(0, 0, 800, 800, "url(#t)") +
        cabinets(0, 0, 800, 150) +
        R(0, 150, 800, 10, "#000", 0, op(0.08)) +
        R(0, 524, 800, 26, "#d6d3d1") +
        cabinets(0, 550, 800, 250) +
        shadow(400, 520, 260, 12) +
        G(place(170, 247, 0.88), f.svg) +
        plant(680, 524, 0.6)
      );
    case "refrigerator":
      return (
        R(0, 0, 800, 800, "url(#t)") +
        R(0, 700, 800, 100, "#d6d3d1") +
        cabinets(440, 120, 360, 150) +
        R(440, 470, 360, 22, "#e7e5e4") +
        cabinets(440, 492, 360, 208) +
        plant(700, 470, 0.55) +
        shadow(260, 700, 180, 12) +
        G(place(124, 156, 0.85), f.svg)
      );
    case "washing-machine":
      return (
        R(0, 0, 800, 800, "url(#t)") +
        R(0, 680, 800, 120, "#cbd5e1") +
        S("M0 740H800M200 680V800M400 680V800M600 680V800", "#94a3b8", 2) +
        shadow(400, 680, 220, 14) +
        G(place(213, 221, 0.85), f.svg) +
        P("M50 540H190L176 680H64Z", "#c9a46b") +
        S("M56 580H184M60 620H180M62 660H178", "#a27d46", 4) +
        E(90, 536, 30, 12, "#7dd3fc") +
        E(140, 534, 34, 14, "#fda4af") +
        plant(700, 680, 0.9)
      );
  }
}

function defs(kind: ApplianceKind, view: ArtView, c: Inks, f: Face): string {
  const dark = luminance(c.body) < 0.4;
  const parts = [
    linear("bg", [
      [0, "#f8fafc"],
      [1, "#e2e8f0"],
    ]),
    linear("b", [
      [0, c.hi],
      [0.5, c.body],
      [1, c.lo],
    ]),
    linear("s", [
      [0, c.side],
      [1, mix(c.side, "#000", 0.15)],
    ]),
    linear("a", [
      [0, c.accentHi],
      [1, c.accentLo],
    ]),
    linear(
      "g",
      [
        [0, "#0f172a"],
        [0.6, "#1e293b"],
        [1, "#334155"],
      ],
      false,
    ),
    radial("sh", [
      [0, "#0f172a", 0.3],
      [1, "#0f172a", 0],
    ]),
    radial(
      "k",
      [
        [0, dark ? mix(c.hi, "#fff", 0.3) : "#fff"],
        [1, c.lo],
      ],
      ' cx=".35" cy=".3"',
    ),
    f.defs,
  ];
  if (view === "detail") {
    parts.push(
      radial("v", [
        [0.7, "#0f172a", 0],
        [1, "#0f172a", 0.1],
      ]),
    );
  }
  if (view === "room") {
    parts.push(
      linear("w", [
        [0, "#f3ece2"],
        [1, "#e4d8c6"],
      ]),
    );
    // Tiled walls for kitchens and the utility corner; the AC and TV sit in a living room.
    if (kind !== "ac" && kind !== "tv") {
      const tile = kind === "washing-machine" ? "#e0ecf4" : "#f1ede6";
      parts.push(
        `<pattern id="t" width="60" height="60" patternUnits="userSpaceOnUse">${R(0, 0, 60, 60, tile)}${S("M0 .5H60M.5 0V60", "#fff", 2)}</pattern>`,
      );
    }
  }
  return parts.join("");
}

/** An 800x800 SVG illustration of the appliance, drawn only with shapes and gradients (NO <text> elements: the server renders it with sharp/librsvg and may have no fonts). */
export function productArtSvg(kind: ApplianceKind, view: ArtView, palette: ArtPalette): string {
  const makeFace = FACES[kind];
  if (!makeFace) throw new TypeError(`Unknown appliance kind ${JSON.stringify(kind)}`);
  const c = inks(palette);
  const f = makeFace(c);
  let art: string;
  switch (view) {
    case "front":
      art = frontView(kind, f, c);
      break;
    case "angle":
      art = angleView(f, c);
      break;
    case "detail":
      art = detailView(kind, f, c);
      break;
    case "room":
      art = roomView(kind, f, c);
      break;
    default:
      throw new TypeError(`Unknown art view ${JSON.stringify(view)}`);
  }
  const background = view === "room" ? "" : R(0, 0, 800, 800, "url(#bg)");
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">' +
    `<defs>${defs(kind, view, c, f)}</defs>${background}${art}</svg>`
  );
}
