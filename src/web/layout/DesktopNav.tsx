import { ChevronDown } from "lucide-react";
import { type FocusEvent, type KeyboardEvent, type PointerEvent, useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { cn } from "../lib/cn.ts";
import { ADMIN_LINK, isActivePath, MAIN_NAV, type NavTarget } from "./nav-links.ts";
import { type HoverMenu, useHoverMenu } from "./use-hover-menu.ts";

const itemClasses = cn(
  "inline-flex h-11 cursor-pointer items-center gap-0.5 rounded-md px-1 text-xs font-semibold whitespace-nowrap text-zinc-200 transition-colors lg:gap-1 lg:px-2.5 lg:text-sm xl:px-3",
  "hover:text-white data-[active]:text-ember-500 data-[state=open]:text-white",
);

/** aria-current and the data-active styling hook for the link to the page being shown. */
const activeProps = (active: boolean) =>
  active ? ({ "aria-current": "page", "data-active": "" } as const) : {};

function TopLink({ target, pathname }: { target: NavTarget; pathname: string }) {
  return (
    <li>
      <Link to={target.to} className={itemClasses} {...activeProps(isActivePath(pathname, target.to))}>
        {target.label}
      </Link>
    </li>
  );
}

interface DropdownProps {
  id: string;
  label: string;
  links: readonly NavTarget[];
  pathname: string;
  menu: HoverMenu;
}

function Dropdown({ id, label, links, pathname, menu }: DropdownProps) {
  const open = menu.openId === id;
  const trigger = useRef<HTMLButtonElement>(null);
  const contentId = `nav-menu-${id}`;
  const mouseOnly = (action: () => void) => (event: PointerEvent) => {
    if (event.pointerType === "mouse") action();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      menu.close();
      trigger.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) menu.close();
  };
  return (
    <li
      className="relative"
      onPointerEnter={mouseOnly(() => menu.pointerEnter(id))}
      onPointerLeave={mouseOnly(menu.pointerLeave)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={trigger}
        type="button"
        className={cn(itemClasses, "group")}
        aria-expanded={open}
        aria-controls={contentId}
        data-state={open ? "open" : "closed"}
        onClick={() => menu.toggle(id)}
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className="size-3.5 transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </button>
      {/* Padding rather than margin keeps the pointer inside the menu on its way down. */}
      {open ? (
        <div id={contentId} className="absolute top-full left-0 z-50 w-80 animate-menu-in pt-1">
          <ul className="rounded-lg bg-white p-2 text-zinc-900 shadow-2xl ring-1 ring-black/10">
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  onClick={menu.close}
                  className="block rounded-md px-3 py-2.5 transition-colors hover:bg-zinc-100 data-[active]:bg-zinc-100"
                  {...activeProps(pathname === link.to)}
                >
                  <span className="block text-sm font-semibold">{link.label}</span>
                  {link.description ? (
                    <span className="mt-0.5 block text-xs text-zinc-600">{link.description}</span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

/** The menu from 768 px up. Timing in use-hover-menu.ts. */
export function DesktopNav({ showAdmin }: { showAdmin: boolean }) {
  const { pathname } = useLocation();
  const menu = useHoverMenu();
  const root = useRef<HTMLElement>(null);
  const { openId, close } = menu;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes any open menu
  useEffect(close, [pathname]);

  useEffect(() => {
    if (openId === null) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openId, close]);

  return (
    <nav ref={root} aria-label="Main" className="relative">
      <ul className="flex flex-wrap items-center justify-center">
        {MAIN_NAV.map((entry) =>
          entry.kind === "group" ? (
            <Dropdown
              key={entry.id}
              id={entry.id}
              label={entry.label}
              links={entry.links}
              pathname={pathname}
              menu={menu}
            />
          ) : (
            <TopLink key={entry.to} target={entry} pathname={pathname} />
          ),
        )}
        {showAdmin ? <TopLink target={ADMIN_LINK} pathname={pathname} /> : null}
      </ul>
    </nav>
  );
}
