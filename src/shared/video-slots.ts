/** The places on the storefront where a video can be configured (VIDEO_* settings); unconfigured ones show nothing. */
const VIDEO_SLOTS = ["prescriptionPro", "lensInstallation"] as const;
export type VideoSlot = (typeof VIDEO_SLOTS)[number];
