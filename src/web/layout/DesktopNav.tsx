import { ChevronDown } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { Link, useLocation } from "react-router";
import { cn } from "../lib/cn.ts";
import { ADMIN_LINK, isActivePath, MAIN_NAV, type NavTarget } from "./nav-links.ts";

const itemClasses = cn(
  "inline-flex h-11 cursor-pointer items-center gap-0.5 rounded-md px-1 text-xs font-semibold whitespace-nowrap text-zinc-200 transition-colors lg:gap-1 lg:px-2.5 lg:text-sm xl:px-3",
  "hover:text-white data-[active]:text-ember-500 data-[state=open]:text-white",
);

function TopLink({ target, pathname }: { target: NavTarget; pathname: string }) {
  return (
    <NavigationMenu.Item>
      <NavigationMenu.Link asChild active={isActivePath(pathname, target.to)}>
        <Link to={target.to} className={itemClasses}>
          {target.label}
        </Link>
      </NavigationMenu.Link>
    </NavigationMenu.Item>
  );
}

interface DropdownProps {
  id: string;
  label: string;
  links: readonly NavTarget[];
  pathname: string;
}

function Dropdown({ id, label, links, pathname }: DropdownProps) {
  return (
    <NavigationMenu.Item value={id} className="relative">
      <NavigationMenu.Trigger className={cn(itemClasses, "group")}>
        {label}
        <ChevronDown
          aria-hidden="true"
          className="size-3.5 transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </NavigationMenu.Trigger>
      {/* Padding rather than margin keeps the pointer inside the menu on its way down. */}
      <NavigationMenu.Content className="absolute top-full left-0 z-50 w-80 pt-1 data-[state=open]:animate-menu-in">
        <ul className="rounded-lg bg-white p-2 text-zinc-900 shadow-2xl ring-1 ring-black/10">
          {links.map((link) => (
            <li key={link.to}>
              <NavigationMenu.Link asChild active={pathname === link.to}>
                <Link
                  to={link.to}
                  className="block rounded-md px-3 py-2.5 transition-colors hover:bg-zinc-100 data-[active]:bg-zinc-100"
                >
                  <span className="block text-sm font-semibold">{link.label}</span>
                  {link.description ? (
                    <span className="mt-0.5 block text-xs text-zinc-600">{link.description}</span>
                  ) : null}
                </Link>
              </NavigationMenu.Link>
            </li>
          ))}
        </ul>
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}

/** The menu from 768 px up. Radix closes an open item 150 ms after the pointer leaves. */
export function DesktopNav({ showAdmin }: { showAdmin: boolean }) {
  const { pathname } = useLocation();
  return (
    <NavigationMenu.Root aria-label="Main" delayDuration={200} skipDelayDuration={300} className="relative">
      <NavigationMenu.List className="flex flex-wrap items-center justify-center">
        {MAIN_NAV.map((entry) =>
          entry.kind === "group" ? (
            <Dropdown
              key={entry.id}
              id={entry.id}
              label={entry.label}
              links={entry.links}
              pathname={pathname}
            />
          ) : (
            <TopLink key={entry.to} target={entry} pathname={pathname} />
          ),
        )}
        {showAdmin ? <TopLink target={ADMIN_LINK} pathname={pathname} /> : null}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
