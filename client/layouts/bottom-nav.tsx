import { useCurrentUser } from '@client/features/auth';
import { cn } from '@client/ui/cn';
import {
  Activity,
  House,
  IdCard,
  LayoutDashboard,
  type LucideIcon,
  MessageCircle,
  Search,
  Settings,
  User,
  Users,
} from 'lucide-react';
import { Link, useLocation } from 'wouter';

type NavItem = { href: string; label: string; icon: LucideIcon };

const MEMBER_ITEMS: NavItem[] = [
  { href: '/', label: 'Home', icon: House },
  { href: '/symptoms', label: 'Symptoms', icon: Activity },
  { href: '/chat', label: 'Chat', icon: MessageCircle },
  { href: '/community', label: 'Community', icon: Users },
  { href: '/profile', label: 'Profile', icon: User },
];

/** A practitioner's account is their practice (docs/product/practice.md#dashboard): its own five places. */
const PRACTICE_ITEMS: NavItem[] = [
  { href: '/provider-dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { href: '/practitioner-profile', label: 'My profile', icon: IdCard },
  { href: '/practitioner-settings', label: 'Settings', icon: Settings },
  { href: '/practitioners', label: 'Directory', icon: Search },
  { href: '/profile', label: 'Account', icon: User },
];

export function navItemsFor(role: string | undefined): NavItem[] {
  return role === 'practitioner' ? PRACTICE_ITEMS : MEMBER_ITEMS;
}

export function isActivePath(location: string, href: string): boolean {
  return href === '/' ? location === '/' : location === href || location.startsWith(`${href}/`);
}

export function BottomNav() {
  const [location] = useLocation();
  const items = navItemsFor(useCurrentUser()?.role);
  return (
    <nav
      aria-label="Primary"
      data-bottom-dock=""
      className="fixed inset-x-0 bottom-0 z-30 mx-auto w-full max-w-md border-t border-line bg-surface-raised pb-[env(safe-area-inset-bottom)]"
    >
      <ul className="grid grid-cols-5">
        {items.map(({ href, label, icon: Icon }) => {
          const isActive = isActivePath(location, href);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={isActive ? 'page' : undefined}
                className={cn(
                  'flex min-h-16 flex-col items-center justify-center gap-1 text-xs font-medium',
                  isActive ? 'text-brand-ink' : 'text-ink-muted hover:text-ink',
                )}
              >
                <Icon className="h-6 w-6" aria-hidden="true" strokeWidth={isActive ? 2.5 : 2} />
                <span>{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
