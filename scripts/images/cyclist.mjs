// A road bike in profile with its rider, posed by inverse kinematics on saddle, bars and pedals.
import { r1 } from "./common.mjs";
import { chain, figure } from "./figures.mjs";

/** A road bike in profile with its rider; (x, y) is the ground point under the bottom bracket. */
export function cyclist(o) {
  const { x, y, u, face = 1, colour = "#16181d", bike = "#2b2f36", accent = "#e0322b", crank = 30 } = o;
  const f = face;
  const R = 1.75 * u;
  const rear = [x - 2.1 * u * f, y - R];
  const front = [x + 2.5 * u * f, y - R];
  const bb = [x, y - R + 0.15 * u];
  const seat = [x - 0.75 * u * f, y - R - 2.9 * u];
  const bar = [x + 2.0 * u * f, y - R - 2.75 * u];
  const wheel = (c) =>
    `<circle cx="${r1(c[0])}" cy="${r1(c[1])}" r="${r1(R)}" fill="none" stroke="${bike}" stroke-width="${r1(0.28 * u)}"/>` +
    `<circle cx="${r1(c[0])}" cy="${r1(c[1])}" r="${r1(R * 0.82)}" fill="none" stroke="${bike}" stroke-opacity="0.35" stroke-width="${r1(0.5 * u)}"/>` +
    `<circle cx="${r1(c[0])}" cy="${r1(c[1])}" r="${r1(0.16 * u)}" fill="${bike}"/>`;
  const frame =
    chain([rear, bb, seat, rear], 0.22 * u, accent) +
    chain([seat, [bar[0] - 0.3 * u * f, bar[1] + 0.3 * u], bb], 0.26 * u, accent);
  const fork = chain([[bar[0] - 0.3 * u * f, bar[1] + 0.3 * u], front], 0.2 * u, bike);
  const drops = chain(
    [
      [bar[0] - 0.3 * u * f, bar[1]],
      [bar[0] + 0.15 * u * f, bar[1]],
      [bar[0] + 0.25 * u * f, bar[1] + 0.5 * u],
    ],
    0.16 * u,
    bike,
  );
  const a = (crank * Math.PI) / 180;
  const pedals = [0, Math.PI].map((p) => [
    bb[0] + Math.cos(a + p) * 0.85 * u * f,
    bb[1] + Math.sin(a + p) * 0.85 * u,
  ]);
  const hip = [seat[0] - 0.1 * u * f, seat[1] - 0.25 * u];
  const neck = [hip[0] + 2.55 * u * f, hip[1] - 1.35 * u];
  const rider =
    o.rider === false
      ? ""
      : figure({
          x: hip[0],
          y: hip[1],
          u,
          face,
          colour,
          far: o.far,
          neck,
          feet: pedals,
          hands: [bar, [bar[0] + 0.1 * u * f, bar[1] + 0.35 * u]],
          pose: {
            legs: [
              [0, 0],
              [0, 0],
            ],
            arms: [
              [0, 0],
              [0, 0],
            ],
          },
          lens: o.lens,
          cap: o.helmet,
          top: o.top,
        });
  return (
    wheel(rear) + wheel(front) + frame + fork + drops + chain([pedals[0], pedals[1]], 0.14 * u, bike) + rider
  );
}
