/**
 * The audit trail's vocabulary: every action an admin can take, named `<thing>.<what happened>`, with the
 * kind of record it acts on. The server writes only these, and the Audit tab filters by them.
 */
export const AUDIT_ENTITIES = [
  "order",
  "catalogue",
  "testimonial",
  "stock",
  "settings",
  "discount",
  "contact",
  "return",
  "privacy",
  "prescription",
  "staff",
  "media",
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTIONS = {
  "order.status": "order",
  "order.refund": "order",
  "order.cancel": "order",
  "order.payment-request": "order",
  "shipping.label": "order",
  "shipping.tracking": "order",
  "shipping.tracking-email": "order",
  "shipping.cancel": "order",
  "shipping.reset": "order",
  "shipping.reset-all": "order",
  "catalogue.create": "catalogue",
  "catalogue.update": "catalogue",
  "catalogue.reorder": "catalogue",
  "price.update": "catalogue",
  "media.upload": "media",
  "media.update": "media",
  "media.delete": "media",
  "testimonial.create": "testimonial",
  "testimonial.update": "testimonial",
  "testimonial.reorder": "testimonial",
  // Where the owner's photos and videos are shown: the record is the item (the place for a reorder).
  "media.attach": "media",
  "media.detach": "media",
  "media.reorder": "media",
  "stock.update": "stock",
  "stock.upload": "stock",
  "settings.update": "settings",
  "business-details.update": "settings",
  "discount.create": "discount",
  "discount.update": "discount",
  "discount.delete": "discount",
  "contact.status": "contact",
  "contact.reply": "contact",
  "return.approve": "return",
  "return.label-sent": "return",
  "return.in-transit": "return",
  "return.close": "return",
  "return.refuse": "return",
  "return.receive": "return",
  "return.refund": "return",
  "return.model-form": "return",
  "privacy.search": "privacy",
  "privacy.export": "privacy",
  "privacy.erase": "privacy",
  "prescription.view": "prescription",
  "prescription.file": "prescription",
  "prescription.values": "prescription",
  "prescription.link": "prescription",
  // The prescription work of one order: the entity is the order.
  "prescription.verify": "order",
  "prescription.send-to-lab": "order",
  "prescription.lenses-back": "order",
  "prescription.remake": "order",
  "prescription.query": "order",
  "qc.record": "order",
  "staff.invite": "staff",
  "staff.role": "staff",
  "staff.disable": "staff",
  "staff.enable": "staff",
  "staff.invite-resend": "staff",
  "staff.invite-cancel": "staff",
  "staff.end-sessions": "staff",
  "staff.second-factor-reset": "staff",
  // A person's own account: the record is the person.
  "account.session-end": "staff",
  "account.second-factor-start": "staff",
  "account.second-factor-on": "staff",
  "account.second-factor-off": "staff",
  "account.recovery-codes": "staff",
  "account.password": "staff",
  // Written by the invitation's acceptance itself (no admin session yet): recordAudit with the new person as actor.
  "staff.accept": "staff",
} as const satisfies Record<string, AuditEntity>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];

export const isAuditAction = (value: string): value is AuditAction => Object.hasOwn(AUDIT_ACTIONS, value);

export const entityOf = (action: AuditAction): AuditEntity => AUDIT_ACTIONS[action];
