// Lens tints: gradient stops [offset, colour, opacity] from top to bottom of the lens, an optional
// mirror coat (stops across the lens) and the strength of the softbox glare.

export const TINTS = {
  smoke: {
    stops: [
      [0, "#15181d", 0.96],
      [0.5, "#2f353e", 0.92],
      [1, "#66707d", 0.88],
    ],
  },
  polarized: {
    stops: [
      [0, "#141a16", 0.97],
      [0.5, "#2c382c", 0.93],
      [1, "#56644f", 0.88],
    ],
    glare: 0.3,
  },
  blueMirror: {
    stops: [
      [0, "#0c1526", 0.97],
      [1, "#34435c", 0.9],
    ],
    mirror: [
      [0, "#0d3b8c", 0.85],
      [0.3, "#1e7de0", 0.7],
      [0.55, "#6fd0ff", 0.55],
      [0.8, "#2a4fd6", 0.75],
      [1, "#5a2ca0", 0.7],
    ],
    glare: 0.55,
    edge: "#bfe3ff",
  },
  roseGold: {
    stops: [
      [0, "#4a2724", 0.95],
      [0.6, "#8d4f45", 0.88],
      [1, "#d49a84", 0.8],
    ],
    mirror: [
      [0, "#f3c6a5", 0.55],
      [0.35, "#d98c7a", 0.45],
      [0.65, "#f7d9b8", 0.6],
      [1, "#c77a6a", 0.5],
    ],
    glare: 0.55,
    edge: "#ffe2cc",
  },
  silverMirror: {
    stops: [
      [0, "#1c2026", 0.97],
      [1, "#4a525d", 0.92],
    ],
    mirror: [
      [0, "#dfe6ee", 0.8],
      [0.3, "#8e9aa7", 0.7],
      [0.55, "#f4f7fa", 0.85],
      [0.8, "#a2adb9", 0.7],
      [1, "#d6dde5", 0.8],
    ],
    glare: 0.7,
  },
  transitions: {
    stops: [
      [0, "#2c2a2e", 0.9],
      [0.45, "#6c6670", 0.62],
      [1, "#d4d0d6", 0.32],
    ],
    mirror: [
      [0, "#7a4fc1", 0.12],
      [1, "#3f7fd1", 0.1],
    ],
    glare: 0.45,
  },
  clear: {
    stops: [
      [0, "#dfe8ee", 0.3],
      [0.6, "#eef3f6", 0.18],
      [1, "#ffffff", 0.14],
    ],
    glare: 0.75,
    edge: "#8fa3b3",
  },
  greyTint: {
    stops: [
      [0, "#4f5660", 0.68],
      [0.6, "#737b86", 0.55],
      [1, "#9aa2ab", 0.45],
    ],
  },
  rxPolarized: {
    stops: [
      [0, "#221d18", 0.97],
      [0.5, "#40372d", 0.93],
      [1, "#6c604f", 0.88],
    ],
    glare: 0.3,
  },
  photochromic: {
    stops: [
      [0, "#262a30", 0.9],
      [0.45, "#5f6670", 0.6],
      [1, "#bcc2ca", 0.3],
    ],
    glare: 0.5,
  },
  xtractive: {
    stops: [
      [0, "#2e2119", 0.94],
      [0.5, "#5a412f", 0.88],
      [1, "#8d6d51", 0.8],
    ],
    mirror: [
      [0, "#c79a6a", 0.15],
      [1, "#7a5a3a", 0.1],
    ],
  },
  drivewear: {
    stops: [
      [0, "#4a2f0c", 0.92],
      [0.5, "#9a5d16", 0.82],
      [1, "#d9a23c", 0.72],
    ],
    mirror: [
      [0, "#3f6b3a", 0.2],
      [1, "#c57b1f", 0.1],
    ],
    glare: 0.45,
  },
};
