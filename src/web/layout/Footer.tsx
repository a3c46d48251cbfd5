import { Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { CLUB_DISCOUNT_PERCENT, COMPANY } from "#shared/catalogue.ts";
import { Button } from "../components/ui/button.tsx";
import { CookieSettingsButton } from "../consent/CookieSettingsButton.tsx";
import { companyDetails } from "../lib/company.ts";
import { FOOTER_HELP_LINKS, FOOTER_SHOP_LINKS, PRIVACY_POLICY_LINK, SOCIAL_LINKS } from "./footer-links.ts";
import { openLiveChatWindow } from "./live-chat.ts";
import type { NavTarget } from "./nav-links.ts";
import { SocialIcon } from "./SocialIcon.tsx";

const linkClasses = "rounded-sm text-zinc-300 transition-colors hover:text-white hover:underline";

function LinkColumn({ title, links }: { title: string; links: readonly NavTarget[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-bold tracking-widest text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClasses}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const company = companyDetails();
  const navigate = useNavigate();
  const openLiveChat = () => {
    if (!openLiveChatWindow()) navigate("/support");
  };

  return (
    <footer className="bg-ink text-zinc-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
        <div>
          <p className="font-display text-2xl font-black text-white uppercase italic">{COMPANY.name}</p>
          <p className="mt-3 max-w-sm text-sm leading-relaxed">
            Premium sports sunglasses and prescription sports eyewear, designed with UK athletes since{" "}
            {COMPANY.founded}. Full-wrap frames, German-made lenses, built for every mile.
          </p>
          <p className="mt-3 text-xs text-zinc-400" data-testid="company-details">
            {company.name}. Registered in England and Wales, company number {company.companyNumber}.
            Registered office: {company.address}. VAT number {company.vatNumber}.
          </p>
          <Button asChild className="mt-5">
            <Link to="/signup">Register for a {CLUB_DISCOUNT_PERCENT}% Discount</Link>
          </Button>
        </div>
        <LinkColumn title="Shop" links={FOOTER_SHOP_LINKS} />
        <LinkColumn title="Help" links={FOOTER_HELP_LINKS} />
        <div>
          <h2 className="text-sm font-bold tracking-widest text-white uppercase">Contact</h2>
          <address className="mt-4 space-y-2.5 text-sm not-italic">
            <a href={`mailto:${company.email}`} className={`flex items-center gap-2 ${linkClasses}`}>
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {company.email}
            </a>
            <a href={company.phoneHref} className={`flex items-center gap-2 ${linkClasses}`}>
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              {company.phone}
            </a>
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {company.address}
            </p>
          </address>
          <Button variant="inverse" className="mt-5" onClick={openLiveChat}>
            <MessageCircle aria-hidden="true" />
            Live Chat Support
          </Button>
          <ul className="mt-6 flex gap-2" aria-label="Social media">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.network}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${COMPANY.name} on ${social.label}`}
                  className="inline-flex size-10 items-center justify-center rounded-full border border-white/20 text-white transition-colors hover:border-ember-500 hover:text-ember-500"
                >
                  <SocialIcon network={social.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-xs text-zinc-400 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © {new Date().getFullYear()} {company.name}. All rights reserved.
          </p>
          <div className="flex gap-4">
            <Link to={PRIVACY_POLICY_LINK.to} className="rounded-sm hover:text-white hover:underline">
              {PRIVACY_POLICY_LINK.label}
            </Link>
            {/* UK rules: withdrawing consent must be as easy as giving it. */}
            <CookieSettingsButton className="cursor-pointer rounded-sm hover:text-white hover:underline" />
          </div>
        </div>
      </div>
    </footer>
  );
}
