// Figure poses: lean of the torso, then [thigh, shin] per leg and [upper arm, forearm] per arm, far
// side first; angles in degrees from straight down, positive towards the way the figure faces.

export const POSES = {
  stride: {
    lean: 12,
    legs: [
      [-24, -112],
      [44, 6],
    ],
    arms: [
      [-50, 40],
      [45, 132],
    ],
  },
  stride2: {
    lean: 12,
    legs: [
      [42, -6],
      [-26, -108],
    ],
    arms: [
      [40, 125],
      [-48, 38],
    ],
  },
  jog: {
    lean: 8,
    legs: [
      [-18, -70],
      [30, 0],
    ],
    arms: [
      [28, 115],
      [-30, 45],
    ],
  },
  stand: {
    lean: 0,
    legs: [
      [4, 0],
      [-4, 0],
    ],
    arms: [
      [8, 4],
      [-6, -2],
    ],
  },
  standHips: {
    lean: 0,
    legs: [
      [6, 0],
      [-6, 0],
    ],
    arms: [
      [40, -40],
      [-40, 40],
    ],
  },
  celebrate: {
    lean: -4,
    legs: [
      [-10, -40],
      [15, 2],
    ],
    arms: [
      [150, 170],
      [-150, -170],
    ],
  },
  wade: {
    lean: 10,
    legs: [
      [-20, -30],
      [25, 0],
    ],
    arms: [
      [70, 110],
      [-60, -20],
    ],
  },
  climb: {
    lean: 30,
    legs: [
      [-10, -20],
      [60, 10],
    ],
    arms: [
      [30, 80],
      [-20, 40],
    ],
  },
  walk: {
    lean: 2,
    legs: [
      [-14, -20],
      [16, 2],
    ],
    arms: [
      [14, 30],
      [-12, -6],
    ],
  },
};
