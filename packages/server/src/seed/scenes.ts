import type { HotelScene } from './content/hotels.ts';
import type { RoomScene } from './content/rooms.ts';
import {
  BRAND,
  circle,
  clouds,
  ellipse,
  glow,
  line,
  linear,
  type Palette,
  path,
  pattern,
  type Rng,
  rect,
  svg,
  towers,
  tree,
  view,
} from './svg.ts';

const skyGradient = (p: Palette) =>
  linear('sky', [
    [0, p.skyTop],
    [1, p.skyBottom],
  ]);

function facade(r: Rng, p: Palette): string {
  const cell = 56;
  const cols = r.int(6, 8);
  const bw = cols * cell + 56;
  const bx = 600 - Math.round(bw / 2) + r.int(-90, 90);
  const top = r.int(70, 200);
  const ground = 640;
  const podium = 110;
  const rows = Math.floor((ground - podium - top - 70) / 64);
  const defs = [
    skyGradient(p),
    pattern('win', cell, 64, rect(12, 12, 32, 40, p.glass, 'rx="3"'), bx + 28, top + 60),
    glow('lamp', p.lit),
  ];
  const far = towers(r, ground, 120, 330, p.far);
  const body = [
    rect(0, 0, 1200, 800, 'url(#sky)'),
    circle(r.int(120, 1080), r.int(90, 170), r.int(45, 75), p.sun, 'opacity=".85"'),
    clouds(r, r.int(2, 3), 60),
    far.svg,
  ];
  if (r.chance(0.6)) {
    const ww = r.int(3, 4) * cell + 40;
    const wx = r.chance(0.5) ? bx - ww + 10 : bx + bw - 10;
    const wt = r.int(360, 440);
    body.push(
      rect(wx, wt, ww, ground - wt, p.wallShade),
      rect(wx + 20, wt + 30, ww - 40, Math.floor((ground - wt - 60) / 64) * 64, 'url(#win)', 'opacity=".8"'),
    );
  }
  body.push(
    rect(bx, top, bw, ground - top, p.wall),
    rect(bx + bw - 36, top, 36, ground - top, p.wallShade),
    rect(bx + 28, top + 60, cols * cell, rows * 64, 'url(#win)'),
  );
  for (let i = 0; i < r.int(8, 14); i += 1) {
    body.push(
      rect(bx + 28 + r.int(0, cols - 1) * cell + 12, top + 60 + r.int(0, rows - 1) * 64 + 12, 32, 40, p.lit, 'rx="3"'),
    );
  }
  const crown = r.int(0, 2);
  if (crown === 0) {
    body.push(rect(bx + 40, top - 40, bw - 80, 40, p.wallShade), rect(bx + 90, top - 76, bw - 180, 36, p.wall));
    body.push(rect(596 + (bx + bw / 2 - 600), top - 130, 8, 54, p.trim));
  } else if (crown === 1) {
    body.push(rect(bx - 14, top - 18, bw + 28, 22, p.trim), rect(bx + 30, top - 60, 70, 42, p.wallShade));
  } else {
    body.push(path(`M${bx - 20} ${top}L${bx + bw / 2} ${top - 90}L${bx + bw + 20} ${top}Z`, p.trim));
  }
  body.push(
    rect(bx + 8, top, 10, ground - top - podium, p.trim, 'opacity=".6"'),
    rect(bx + bw - 54, top, 10, ground - top - podium, p.trim, 'opacity=".6"'),
    rect(bx - 10, ground - podium, bw + 20, podium, p.wallShade),
    rect(bx - 10, ground - podium, bw + 20, 10, p.trim),
  );
  const door = bx + Math.round(bw / 2);
  body.push(
    rect(door - 70, ground - 86, 140, 86, p.glass),
    line(`M${door} ${ground - 86}V${ground}`, p.trim, 4),
    path(`M${door - 110} ${ground - 104}h220l-14 22h-192z`, BRAND),
    circle(door - 96, ground - 60, 30, 'url(#lamp)'),
    circle(door + 96, ground - 60, 30, 'url(#lamp)'),
    circle(door - 96, ground - 60, 7, p.lit),
    circle(door + 96, ground - 60, 7, p.lit),
    rect(0, ground, 1200, 160, p.ground),
    rect(0, 730, 1200, 70, '#7f7b76'),
    line('M0 765H1200', '#f1ede6', 4, 'stroke-dasharray="40 30"'),
  );
  for (const x of [bx - 90, bx - 190, bx + bw + 90, bx + bw + 190]) {
    if (x > 30 && x < 1170) body.push(tree(r, x, ground + 10, r.int(48, 70), p));
  }
  return svg(defs, body);
}

function skyline(r: Rng, p: Palette): string {
  const defs = [
    skyGradient(p),
    linear('river', [
      [0, p.water],
      [1, p.waterDeep],
    ]),
    pattern('lit', 18, 22, rect(5, 5, 7, 9, p.lit, 'opacity=".55"')),
  ];
  const body = [rect(0, 0, 1200, 800, 'url(#sky)')];
  for (let i = 0; i < 14; i += 1)
    body.push(circle(r.int(20, 1180), r.int(20, 260), r.int(1, 2), p.sun, 'opacity=".6"'));
  body.push(circle(r.int(150, 1050), r.int(110, 220), r.int(40, 70), p.sun, 'opacity=".8"'));
  body.push(towers(r, 560, 140, 330, p.far).svg);
  const mid = towers(r, 580, 180, 400, p.mid, 70, 130);
  body.push(mid.svg);
  for (const [x, y, w, h] of mid.boxes) {
    if (r.chance(0.6)) body.push(rect(x + 8, y + 14, Math.max(0, w - 16), Math.max(0, h - 30), 'url(#lit)'));
  }
  const lx = r.int(250, 950);
  if (r.chance(0.5)) {
    body.push(
      rect(lx - 8, 150, 16, 430, p.near),
      circle(lx, 250, 42, p.near),
      circle(lx, 420, 60, p.near),
      line(`M${lx} 150V70`, p.near, 6),
      circle(lx, 250, 14, p.accent),
    );
  } else {
    body.push(path(`M${lx - 60} 580V210L${lx} 100L${lx + 60} 210V580Z`, p.near), line(`M${lx} 100V40`, p.near, 5));
  }
  body.push(towers(r, 610, 90, 200, p.near, 80, 160).svg);
  body.push(rect(0, 600, 1200, 200, 'url(#river)'));
  for (let i = 0; i < 22; i += 1) {
    body.push(rect(r.int(0, 1150), r.int(612, 780), r.int(30, 120), 4, p.lit, 'opacity=".35"'));
  }
  if (r.chance(0.5)) {
    const bx = r.int(100, 800);
    body.push(
      path(`M${bx} 700h150l-20 30h-115z`, BRAND),
      rect(bx + 30, 676, 70, 24, p.linen),
      line(`M${bx + 40} 688h50`, p.glass, 6),
    );
  } else {
    body.push(line('M0 640Q600 520 1200 640', p.near, 14), line('M0 650H1200', p.near, 8));
    for (let x = 60; x < 1200; x += 120)
      body.push(line(`M${x} ${650 - Math.round(110 * (1 - ((x - 600) / 600) ** 2))}V650`, p.near, 4));
  }
  return svg(defs, body);
}

function lobby(r: Rng, p: Palette): string {
  const defs = [
    skyGradient(p),
    pattern('tile', 80, 80, `${rect(0, 0, 40, 40, p.floorShade)}${rect(40, 40, 40, 40, p.floorShade)}`),
    glow('chand', p.lit),
  ];
  const body = [
    rect(0, 0, 1200, 520, p.wall),
    rect(0, 430, 1200, 90, p.wallShade),
    path('M420 470V170A180 180 0 0 1 780 170V470Z', 'url(#sky)'),
  ];
  const far = towers(r, 470, 60, 160, p.far, 30, 70);
  body.push(`<g clip-path="url(#arch)">${far.svg}</g>`);
  defs.push('<clipPath id="arch"><path d="M420 470V170A180 180 0 0 1 780 170V470Z"/></clipPath>');
  body.push(
    line('M420 470V170A180 180 0 0 1 780 170V470Z', p.trim, 12),
    line('M600 -10V470M420 300H780', p.trim, 6),
    rect(0, 520, 1200, 280, p.floor),
    rect(0, 520, 1200, 280, 'url(#tile)', 'opacity=".35"'),
  );
  const columns = r.chance(0.5) ? [150, 1050] : [120, 320, 880, 1080];
  for (const x of columns) {
    body.push(
      rect(x - 30, 60, 60, 460, p.wallShade),
      rect(x - 42, 40, 84, 26, p.trim),
      rect(x - 42, 500, 84, 24, p.trim),
      rect(x - 18, 66, 10, 434, p.linen, 'opacity=".4"'),
    );
  }
  body.push(
    path('M300 800L420 600H780L900 800Z', p.accent, 'opacity=".75"'),
    line('M330 780L436 616H764L870 780', p.linen, 4, 'opacity=".6"'),
  );
  const dx = r.int(-40, 40);
  body.push(
    rect(440 + dx, 470, 320, 110, BRAND),
    rect(430 + dx, 458, 340, 16, p.linen),
    rect(470 + dx, 500, 260, 6, p.trim),
  );
  const cy = r.int(90, 130);
  body.push(line(`M600 0V${cy - 30}`, p.trim, 3), circle(600, cy, 110, 'url(#chand)'));
  for (let i = -3; i <= 3; i += 1) body.push(circle(600 + i * 22, cy + Math.abs(i) * -6 + 10, 9, p.lit));
  body.push(ellipse(600, cy - 10, 70, 14, p.trim));
  for (const x of [240, 960]) {
    body.push(rect(x - 30, 580, 60, 60, p.trim));
    for (let i = 0; i < 6; i += 1) {
      const a = -70 + i * 28;
      body.push(ellipse(x, 540, 14, 60, i % 2 ? p.leaf : p.leafDark, `transform="rotate(${a} ${x} 590)"`));
    }
  }
  for (const x of [120 + r.int(0, 40), 980 - r.int(0, 40)]) {
    body.push(
      rect(x, 640, 140, 60, p.fabric, 'rx="12"'),
      rect(x, 600, 140, 50, p.fabricShade, 'rx="14"'),
      rect(x + 10, 700, 10, 24, p.trim),
      rect(x + 120, 700, 10, 24, p.trim),
    );
  }
  return svg(defs, body);
}

function palm(r: Rng, x: number, ground: number, p: Palette): string {
  const h = r.int(260, 380);
  const lean = r.int(-60, 60);
  const tx = x + lean;
  const ty = ground - h;
  const parts = [
    line(`M${x} ${ground}Q${x + lean / 3} ${ground - h / 2} ${tx} ${ty}`, p.trim, 16, 'stroke-linecap="round"'),
  ];
  for (let i = 0; i < 7; i += 1) {
    const a = -170 + i * 30 + r.int(-8, 8);
    parts.push(
      path(
        `M${tx} ${ty}q60 -34 130 6q-70 -8 -130 -6z`,
        i % 2 ? p.leaf : p.leafDark,
        `transform="rotate(${a + 90} ${tx} ${ty})"`,
      ),
    );
  }
  return parts.join('');
}

function pool(r: Rng, p: Palette): string {
  const defs = [
    skyGradient(p),
    linear('water', [
      [0, p.water],
      [1, p.waterDeep],
    ]),
  ];
  const body = [
    rect(0, 0, 1200, 800, 'url(#sky)'),
    circle(r.int(150, 1050), r.int(90, 180), 60, p.sun, 'opacity=".9"'),
    clouds(r, 2, 70),
  ];
  body.push(path(`M0 430Q300 ${r.int(300, 360)} 620 400T1200 ${r.int(360, 420)}V440H0Z`, p.mid));
  body.push(rect(0, 430, 1200, 370, p.ground));
  const l = r.int(150, 260);
  body.push(
    path(
      `M${l} 480H${1200 - l}L${1240 - l + 80} 720H${l - 120}Z`,
      'url(#water)',
      `stroke="${p.linen}" stroke-width="10"`,
    ),
  );
  for (let i = 0; i < 10; i += 1) {
    const x = r.int(l + 20, 1000 - l);
    const y = r.int(500, 700);
    body.push(line(`M${x} ${y}q20 -8 40 0t40 0`, '#ffffff', 3, 'opacity=".55"'));
  }
  const side = r.chance(0.5);
  for (let i = 0; i < 4; i += 1) {
    const x = 140 + i * 260 + r.int(-20, 20);
    const y = 750;
    body.push(
      rect(x, y, 150, 16, p.linen, 'rx="6"'),
      path(`M${x} ${y}l-30 -46h24l28 46z`, p.linen),
      rect(x + 8, y + 16, 8, 20, p.trim),
      rect(x + 134, y + 16, 8, 20, p.trim),
    );
    if ((i % 2 === 0) === side) {
      const c = i % 4 === 0 ? BRAND : p.accent;
      body.push(
        line(`M${x + 75} ${y}V${y - 150}`, p.trim, 6),
        path(`M${x - 20} ${y - 140}Q${x + 75} ${y - 230} ${x + 170} ${y - 140}Z`, c),
      );
    }
  }
  body.push(palm(r, r.int(40, 140), 470, p), palm(r, r.int(1060, 1160), 470, p));
  if (r.chance(0.5)) body.push(palm(r, r.int(500, 700), 440, p));
  return svg(defs, body);
}

function maple(r: Rng, x: number, ground: number, size: number, colors: string[]): string {
  const parts = [path(`M${x - 8} ${ground}L${x - 4} ${ground - size}h8l4 ${size}z`, '#5b4330')];
  for (let i = 0; i < 9; i += 1) {
    parts.push(
      circle(
        x + r.int(-size, size),
        ground - size - r.int(-20, Math.round(size * 0.8)),
        r.int(Math.round(size * 0.3), Math.round(size * 0.5)),
        r.pick(colors),
      ),
    );
  }
  return parts.join('');
}

function garden(r: Rng, p: Palette): string {
  const defs = [
    skyGradient(p),
    linear('pond', [
      [0, p.water],
      [1, p.waterDeep],
    ]),
  ];
  const autumn = r.chance(0.6);
  const foliage = autumn ? ['#c0392b', '#d9622b', '#e3a43b', '#a8321f'] : [p.leaf, p.leafDark, '#8fb56a'];
  const body = [
    rect(0, 0, 1200, 800, 'url(#sky)'),
    clouds(r, 2, 50),
    path(`M0 420Q200 ${r.int(250, 320)} 420 380T820 340T1200 ${r.int(330, 400)}V480H0Z`, p.far),
    path(`M0 470Q300 ${r.int(380, 420)} 600 450T1200 430V520H0Z`, p.mid),
    rect(0, 480, 1200, 320, p.leaf),
  ];
  const px = r.int(700, 950);
  const roofs = r.int(2, 4);
  for (let i = 0; i < roofs; i += 1) {
    const w = 200 - i * 36;
    const y = 470 - i * 70;
    body.push(rect(px - w / 2 + 30, y - 50, w - 60, 50, i === 0 ? p.accent : p.wall));
    body.push(
      path(
        `M${px - w / 2 - 20} ${y - 40}Q${px - w / 2} ${y - 52} ${px - w / 2 + 20} ${y - 76}H${px + w / 2 - 20}Q${px + w / 2} ${y - 52} ${px + w / 2 + 20} ${y - 40}Z`,
        p.near,
      ),
    );
  }
  body.push(line(`M${px} ${470 - roofs * 70 - 8}v-60`, p.near, 6));
  body.push(ellipse(460, 640, 380, 90, 'url(#pond)'));
  for (let i = 0; i < 5; i += 1) {
    const x = r.int(200, 700);
    const y = r.int(610, 690);
    body.push(ellipse(x, y, 14, 6, i % 2 ? '#f08a3c' : '#fbf3e6', `transform="rotate(${r.int(-30, 30)} ${x} ${y})"`));
  }
  const bx = r.int(330, 520);
  body.push(
    line(`M${bx - 130} 640Q${bx} 540 ${bx + 130} 640`, r.chance(0.5) ? '#b8432f' : BRAND, 16),
    line(`M${bx - 120} 612Q${bx} 515 ${bx + 120} 612`, BRAND, 5),
  );
  for (let x = bx - 90; x <= bx + 90; x += 45)
    body.push(line(`M${x} ${Math.round(600 - 40 * (1 - ((x - bx) / 130) ** 2))}v30`, BRAND, 4));
  const lx = r.int(900, 1080);
  body.push(
    rect(lx - 16, 600, 32, 90, '#9a958c'),
    rect(lx - 40, 590, 80, 16, '#8a857c'),
    rect(lx - 26, 550, 52, 40, '#a9a49a'),
    rect(lx - 10, 560, 20, 20, p.lit),
    path(`M${lx - 48} 552L${lx} 522L${lx + 48} 552Z`, '#8a857c'),
  );
  for (let i = 0; i < 5; i += 1) body.push(ellipse(760 + i * 70, 740 - i * 18, 34, 12, '#b8b2a6'));
  body.push(
    maple(r, r.int(60, 180), 520, r.int(70, 90), foliage),
    maple(r, r.int(560, 640), 500, r.int(50, 70), foliage),
    maple(r, r.int(1100, 1170), 540, r.int(70, 95), foliage),
  );
  return svg(defs, body);
}

function river(r: Rng, p: Palette): string {
  const defs = [
    linear('sky', [
      [0, '#c4607a'],
      [0.55, '#f6a96b'],
      [1, '#fde3c3'],
    ]),
    linear('river', [
      [0, '#e59a6c'],
      [1, p.waterDeep],
    ]),
    pattern('rail', 40, 90, rect(16, 0, 8, 90, BRAND)),
  ];
  const sx = r.int(300, 900);
  const body = [
    rect(0, 0, 1200, 800, 'url(#sky)'),
    circle(sx, 400, r.int(70, 95), '#fff0d2', 'opacity=".9"'),
    towers(r, 440, 30, 90, p.near, 40, 110).svg,
  ];
  const tx = r.int(150, 1000);
  for (let i = 0; i < 5; i += 1) {
    const w = 140 - i * 26;
    body.push(path(`M${tx - w / 2} ${440 - i * 44}h${w}l-10 -44h${-w + 20}z`, '#5a3a4a'));
  }
  body.push(line(`M${tx} 220V120`, '#5a3a4a', 6));
  for (const dx of [-140, 140]) {
    body.push(path(`M${tx + dx - 36} 440L${tx + dx} 330L${tx + dx + 36} 440Z`, '#5a3a4a'));
  }
  body.push(rect(0, 440, 1200, 360, 'url(#river)'));
  for (let i = 0; i < 14; i += 1) {
    const w = r.int(40, 160) - i * 4;
    body.push(rect(sx - w / 2 + r.int(-20, 20), 452 + i * 14, Math.max(20, w), 4, '#fff0d2', 'opacity=".5"'));
  }
  const bx = r.int(80, 700);
  body.push(
    path(`M${bx} 560h260l-30 26h-210z`, BRAND),
    path(`M${bx + 60} 560v-30h120v30`, p.linen),
    line(`M${bx + 260} 560l40 -30`, BRAND, 5),
  );
  body.push(rect(0, 690, 1200, 110, BRAND), rect(0, 600, 1200, 90, 'url(#rail)'), rect(0, 594, 1200, 14, '#4a2c0e'));
  for (let x = 0; x < 1200; x += 60) body.push(line(`M${x} 690l-20 110`, '#4a2c0e', 2, 'opacity=".5"'));
  const t = r.int(300, 900);
  body.push(
    ellipse(t, 720, 90, 20, p.linen),
    rect(t - 6, 720, 12, 70, '#3a220a'),
    rect(t - 160, 670, 60, 110, p.fabric, 'rx="10"'),
    rect(t + 100, 670, 60, 110, p.fabric, 'rx="10"'),
  );
  body.push(circle(t - 20, 706, 8, p.lit), rect(t + 10, 698, 10, 18, '#ffffff', 'opacity=".7"'));
  return svg(defs, body);
}

function restaurant(r: Rng, p: Palette): string {
  const defs = [
    linear('sky', [
      [0, '#1b2745'],
      [1, '#4f5f8c'],
    ]),
    glow('pendant', p.lit),
    pattern('lit', 18, 22, rect(5, 5, 7, 9, p.lit, 'opacity=".6"')),
    pattern(
      'plank',
      120,
      40,
      `${rect(0, 0, 120, 40, p.floor)}${rect(0, 38, 120, 2, p.floorShade)}${rect(118, 0, 2, 40, p.floorShade)}`,
    ),
  ];
  const body = [rect(0, 0, 1200, 800, p.wall), rect(80, 80, 1040, 360, 'url(#sky)')];
  const city = towers(r, 440, 80, 260, '#2a3658', 50, 110);
  body.push(`<g clip-path="url(#win)">${city.svg}</g>`);
  defs.push('<clipPath id="win"><rect x="80" y="80" width="1040" height="360"/></clipPath>');
  for (const [x, y, w, h] of city.boxes)
    if (x > 60 && x + w < 1140) body.push(rect(x + 6, y + 10, Math.max(0, w - 12), Math.max(0, h - 20), 'url(#lit)'));
  body.push(line('M80 80H1120V440H80Z', BRAND, 16));
  for (let x = 340; x < 1120; x += 260) body.push(line(`M${x} 80V440`, BRAND, 10));
  body.push(rect(0, 440, 1200, 120, p.wallShade), rect(0, 560, 1200, 240, 'url(#plank)'));
  const lamps = r.int(3, 5);
  for (let i = 0; i < lamps; i += 1) {
    const x = Math.round(((i + 0.5) * 1200) / lamps);
    const y = r.int(160, 220);
    body.push(
      line(`M${x} 0V${y}`, '#2b2b2b', 2),
      circle(x, y + 30, 70, 'url(#pendant)'),
      path(`M${x - 34} ${y + 28}Q${x} ${y - 20} ${x + 34} ${y + 28}Z`, p.trim),
      circle(x, y + 30, 8, p.lit),
    );
  }
  const tables = r.int(2, 3);
  for (let i = 0; i < tables; i += 1) {
    const x = Math.round(((i + 0.5) * 1200) / tables);
    body.push(rect(x - 150, 520, 60, 150, BRAND, 'rx="14"'), rect(x + 90, 520, 60, 150, BRAND, 'rx="14"'));
    body.push(path(`M${x - 110} 560h220l20 110h-260z`, p.linen), ellipse(x, 560, 110, 16, '#ffffff'));
    body.push(
      rect(x - 40, 530, 8, 26, p.glass, 'opacity=".8"'),
      rect(x + 30, 530, 8, 26, p.glass, 'opacity=".8"'),
      circle(x, 548, 10, p.lit),
    );
  }
  return svg(defs, body);
}

export const HOTEL_SCENES: Record<HotelScene, (r: Rng, p: Palette) => string> = {
  facade,
  skyline,
  lobby,
  pool,
  garden,
  river,
  restaurant,
};

// ---------------------------------------------------------------- rooms

function room(p: Palette): { defs: string[]; body: string[] } {
  return {
    defs: [
      skyGradient(p),
      glow('lamp', p.lit),
      pattern(
        'plank',
        160,
        36,
        `${rect(0, 0, 160, 36, p.floor)}${rect(0, 34, 160, 2, p.floorShade)}${rect(158, 0, 2, 36, p.floorShade)}`,
      ),
    ],
    body: [rect(0, 0, 1200, 560, p.wall), rect(0, 560, 1200, 240, 'url(#plank)'), rect(0, 548, 1200, 14, p.wallShade)],
  };
}

function windowWithCurtains(r: Rng, p: Palette, x: number, y: number, w: number, h: number): string {
  return [
    view(r, p, x, y, w, h, 'sky'),
    line(`M${x} ${y}H${x + w}V${y + h}H${x}Z`, p.linen, 12),
    line(`M${x + w / 2} ${y}V${y + h}`, p.linen, 6),
    rect(x - 46, y - 20, 60, h + 40, p.fabric),
    rect(x + w - 14, y - 20, 60, h + 40, p.fabric),
    line(`M${x - 26} ${y - 20}V${y + h + 20}M${x + w + 14} ${y - 20}V${y + h + 20}`, p.fabricShade, 3),
    rect(x - 60, y - 30, w + 120, 10, p.trim),
  ].join('');
}

function lamp(x: number, top: number, p: Palette): string {
  return [
    circle(x, top + 20, 80, 'url(#lamp)'),
    rect(x - 4, top + 30, 8, 50, p.trim),
    path(`M${x - 30} ${top + 36}L${x - 20} ${top}H${x + 20}L${x + 30} ${top + 36}Z`, p.linen),
  ].join('');
}

function nightstand(x: number, p: Palette): string {
  return `${rect(x - 45, 500, 90, 90, p.floorShade)}${rect(x - 45, 540, 90, 4, p.trim)}${lamp(x, 420, p)}`;
}

function bed(x: number, w: number, p: Palette, headboard: string): string {
  const pillows = w > 300 ? [x + 30, x + w / 2 + 10] : [x + w / 2 - 70];
  return [
    rect(x - 10, 300, w + 20, 230, headboard, 'rx="10"'),
    rect(x, 470, w, 70, p.linen),
    ...pillows.map((px) => rect(px, 440, 140, 50, '#ffffff', `rx="18" stroke="${p.wallShade}" stroke-width="2"`)),
    path(`M${x} 500H${x + w}L${x + w + 40} 660H${x - 40}Z`, p.linen),
    path(`M${x - 14} 580H${x + w + 14}L${x + w + 24} 620H${x - 24}Z`, p.accent),
    rect(x - 40, 660, w + 80, 20, p.floorShade),
  ].join('');
}

function bedroom(r: Rng, p: Palette, bedType: string): string {
  const { defs, body } = room(p);
  const left = r.chance(0.5);
  const tall = r.chance(0.4);
  const wy = tall ? 70 : 110;
  const wx = left ? 80 : 880;
  body.push(windowWithCurtains(r, p, wx, wy, 240, tall ? 460 : 320));
  const head = r.pick([BRAND, p.fabricShade, p.trim]);
  const centre = left ? 720 : 480;
  if (bedType === 'twin') {
    body.push(nightstand(centre, p), bed(centre - 340, 260, p, head), bed(centre + 80, 260, p, head));
  } else if (bedType === 'double') {
    body.push(nightstand(centre - 230, p), bed(centre - 170, 320, p, head));
    const bx = left ? 1000 : 40;
    body.push(rect(bx, 240, 16, 420, p.trim), rect(bx + 164, 240, 16, 420, p.trim));
    body.push(
      rect(bx + 10, 330, 160, 40, p.linen),
      rect(bx + 10, 370, 160, 16, p.accent),
      rect(bx + 10, 560, 160, 40, p.linen),
      rect(bx + 10, 600, 160, 16, p.fabric),
    );
    for (let y = 400; y < 560; y += 40) body.push(rect(bx + 16, y, 148, 6, p.trim));
  } else {
    const w = bedType === 'king' ? 500 : 420;
    body.push(nightstand(centre - w / 2 - 70, p), nightstand(centre + w / 2 + 70, p), bed(centre - w / 2, w, p, head));
    if (bedType === 'king')
      body.push(
        rect(centre - 180, 690, 360, 40, p.fabricShade, 'rx="8"'),
        rect(centre - 170, 730, 12, 34, p.trim),
        rect(centre + 158, 730, 12, 34, p.trim),
      );
  }
  const ax = centre - 90;
  if (bedType !== 'twin') {
    body.push(
      rect(ax, 150, 180, 110, p.linen, `stroke="${p.trim}" stroke-width="8"`),
      circle(ax + 60, 205, r.int(20, 34), p.accent, 'opacity=".8"'),
      path(
        `M${ax + 20} 240Q${ax + 90} ${r.int(170, 200)} ${ax + 160} 230`,
        'none',
        `stroke="${p.fabric}" stroke-width="6"`,
      ),
    );
  }
  return svg(defs, body);
}

function sofa(x: number, y: number, w: number, p: Palette): string {
  return [
    rect(x, y, w, 90, p.fabric, 'rx="16"'),
    rect(x - 20, y + 60, w + 40, 70, p.fabricShade, 'rx="14"'),
    rect(x + 20, y + 40, w / 2 - 30, 40, p.fabric, 'rx="10"'),
    rect(x + w / 2 + 10, y + 40, w / 2 - 30, 40, p.fabric, 'rx="10"'),
    rect(x + 30, y + 10, 70, 50, p.accent, 'rx="12"'),
    rect(x, y + 130, 12, 24, p.trim),
    rect(x + w - 12, y + 130, 12, 24, p.trim),
  ].join('');
}

function plant(x: number, ground: number, p: Palette): string {
  const parts = [path(`M${x - 30} ${ground - 70}h60l-8 70h-44z`, p.wallShade)];
  for (let i = 0; i < 7; i += 1) {
    parts.push(
      ellipse(
        x,
        ground - 130,
        12,
        60,
        i % 2 ? p.leaf : p.leafDark,
        `transform="rotate(${-60 + i * 20} ${x} ${ground - 80})"`,
      ),
    );
  }
  return parts.join('');
}

function lounge(r: Rng, p: Palette): string {
  const { defs, body } = room(p);
  const wx = r.int(60, 160);
  const ww = r.int(560, 700);
  body.push(view(r, p, wx, 60, ww, 470, 'sky'));
  for (let x = wx; x <= wx + ww; x += ww / 3) body.push(line(`M${Math.round(x)} 60V530`, p.linen, 10));
  body.push(line(`M${wx} 60H${wx + ww}M${wx} 530H${wx + ww}`, p.linen, 12));
  body.push(path('M220 790L330 640H900L1010 790Z', p.accent, 'opacity=".45"'));
  const sx = r.int(400, 560);
  body.push(sofa(sx, 480, 360, p));
  body.push(
    ellipse(sx + 180, 690, 130, 24, p.floorShade),
    rect(sx + 110, 690, 10, 50, p.trim),
    rect(sx + 240, 690, 10, 50, p.trim),
    circle(sx + 150, 676, 14, p.linen),
    rect(sx + 200, 664, 40, 22, p.accent),
  );
  const lx = r.chance(0.5) ? 1060 : 80;
  body.push(
    line(`M${lx} 720V260Q${lx} 200 ${lx + (lx > 600 ? -120 : 120)} 220`, p.trim, 8),
    circle(lx + (lx > 600 ? -120 : 120), 250, 90, 'url(#lamp)'),
    path(
      `M${lx + (lx > 600 ? -150 : 90)} 262L${lx + (lx > 600 ? -140 : 100)} 226H${lx + (lx > 600 ? -100 : 140)}L${lx + (lx > 600 ? -90 : 150)} 262Z`,
      p.linen,
    ),
    rect(lx - 40, 716, 80, 12, p.trim),
  );
  body.push(plant(lx > 600 ? 960 : 260, 720, p));
  if (wx + ww < 860 && r.chance(0.7)) {
    body.push(
      rect(900, 420, 220, 100, p.floorShade),
      rect(910, 300, 200, 112, '#2b2f36', 'rx="6"'),
      rect(906, 440, 208, 4, p.trim),
    );
  }
  if (r.chance(0.6))
    body.push(
      rect(900, 560, 150, 100, p.fabricShade, 'rx="16"'),
      rect(910, 520, 130, 60, p.fabric, 'rx="14"'),
      rect(915, 660, 10, 30, p.trim),
      rect(1025, 660, 10, 30, p.trim),
    );
  return svg(defs, body);
}

function kitchen(r: Rng, p: Palette): string {
  const defs = [
    skyGradient(p),
    pattern('doors', 120, 150, rect(6, 6, 108, 138, p.linen, `stroke="${p.wallShade}" stroke-width="3" rx="4"`)),
    pattern(
      'tiles',
      40,
      24,
      `${rect(0, 0, 40, 24, '#ffffff')}${rect(0, 22, 40, 2, p.wallShade)}${rect(38, 0, 2, 24, p.wallShade)}`,
    ),
    pattern(
      'floor',
      80,
      80,
      `${rect(0, 0, 80, 80, p.floor)}${rect(0, 0, 40, 40, p.floorShade)}${rect(40, 40, 40, 40, p.floorShade)}`,
    ),
    glow('lamp', p.lit),
  ];
  const body = [rect(0, 0, 1200, 800, p.wall), rect(0, 600, 1200, 200, 'url(#floor)', 'opacity=".8"')];
  body.push(rect(60, 80, 480, 150, 'url(#doors)'), rect(60, 250, 780, 110, 'url(#tiles)'));
  const wx = 600;
  body.push(view(r, p, wx, 90, 220, 150, 'sky'), line(`M${wx} 90h220v150h-220z`, p.linen, 10));
  body.push(
    rect(60, 380, 780, 190, 'url(#doors)'),
    rect(50, 360, 800, 24, p.wallShade),
    rect(640, 340, 120, 20, '#b8c0c6'),
    line('M700 340v-50q0 -20 24 -20', '#9aa3a9', 8),
  );
  body.push(
    ellipse(200, 366, 34, 8, '#3b3b3b'),
    ellipse(300, 366, 34, 8, '#3b3b3b'),
    path('M140 80h220l-40 90h-140z', '#c9cdd0'),
  );
  body.push(
    rect(880, 100, 200, 470, '#dfe3e6', 'rx="10"'),
    rect(890, 300, 180, 4, '#b8c0c6'),
    rect(1050, 150, 8, 110, '#9aa3a9'),
    rect(1050, 330, 8, 110, '#9aa3a9'),
  );
  const ix = r.int(260, 420);
  body.push(rect(ix, 600, 440, 120, r.pick([BRAND, p.fabric, p.trim])), rect(ix - 20, 586, 480, 24, p.linen));
  for (let i = 0; i < 3; i += 1) {
    const sx = ix + 80 + i * 140;
    body.push(ellipse(sx, 700, 40, 12, BRAND), line(`M${sx - 24} 706l-10 90M${sx + 24} 706l10 90`, '#3b3b3b', 4));
    body.push(
      line(`M${sx} 0V${r.int(420, 460)}`, '#3b3b3b', 2),
      circle(sx, 470, 60, 'url(#lamp)'),
      path(`M${sx - 30} 474q30 -50 60 0z`, p.trim),
    );
  }
  return svg(defs, body);
}

function tatami(r: Rng, p: Palette): string {
  const defs = [
    linear('sky', [
      [0, '#f6e3c8'],
      [1, '#fbf3e6'],
    ]),
    pattern('shoji', 60, 80, `${rect(0, 0, 60, 80, '#f7f1e3')}${line('M0 0H60M0 0V80', '#8a6a45', 4)}`),
    pattern('mat', 300, 140, `${rect(0, 0, 300, 140, '#cdbd82')}${line('M0 0H300V140', '#3d3a2a', 8)}`),
    '<clipPath id="round"><circle cx="0" cy="0" r="120"/></clipPath>',
    glow('lamp', p.lit),
  ];
  const body = [
    rect(0, 0, 1200, 800, '#efe6d2'),
    rect(0, 120, 1200, 420, 'url(#shoji)'),
    rect(0, 100, 1200, 24, BRAND),
    rect(0, 530, 1200, 18, BRAND),
    rect(0, 540, 1200, 260, 'url(#mat)'),
  ];
  const rx = r.chance(0.5) ? 260 : 940;
  const autumn = ['#c0392b', '#d9622b', '#e3a43b'];
  const leaves: string[] = [rect(-120, -120, 240, 240, 'url(#sky)')];
  for (let i = 0; i < 14; i += 1) leaves.push(circle(r.int(-110, 110), r.int(-110, 60), r.int(14, 30), r.pick(autumn)));
  leaves.push(path('M-120 120Q0 40 120 90V120Z', p.leaf));
  body.push(
    `<g transform="translate(${rx} 320)">${circle(0, 0, 132, '#6b4a2b')}<g clip-path="url(#round)">${leaves.join('')}</g></g>`,
  );
  const tx = rx > 600 ? 120 : 760;
  body.push(
    rect(tx, 140, 320, 390, '#e8dcc3'),
    rect(tx, 500, 320, 30, '#6b4a2b'),
    rect(tx + 120, 170, 80, 250, p.linen, `stroke="${p.trim}" stroke-width="6"`),
  );
  body.push(
    line(`M${tx + 145} 220q30 40 -6 90q-20 30 20 70`, '#2b2b2b', 8, 'stroke-linecap="round"'),
    circle(tx + 165, 200, 12, '#c0392b'),
  );
  body.push(
    path(`M${tx + 240} 500l10 -60h30l10 60z`, p.fabricShade),
    line(`M${tx + 265} 440q-20 -60 20 -110M${tx + 265} 440q30 -40 60 -50`, '#5b4330', 4),
  );
  const fx = r.int(300, 420);
  for (let i = 0; i < 2; i += 1) {
    const x = fx + i * 280;
    body.push(
      rect(x, 600, 240, 150, '#ffffff', 'rx="10"'),
      rect(x, 640, 240, 110, r.pick([p.fabric, p.accent, '#3f5e73']), 'rx="10"'),
      rect(x + 60, 606, 120, 30, p.linen, `rx="12" stroke="${p.wallShade}" stroke-width="2"`),
    );
  }
  body.push(lamp(fx - 90, 560, p));
  return svg(defs, body);
}

export function roomScene(scene: RoomScene, r: Rng, p: Palette, bedType: string): string {
  switch (scene) {
    case 'bedroom':
      return bedroom(r, p, bedType);
    case 'lounge':
      return lounge(r, p);
    case 'kitchen':
      return kitchen(r, p);
    case 'tatami':
      return tatami(r, p);
  }
}
