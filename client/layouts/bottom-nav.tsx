import { cn } from '@client/ui/cn';
import { Activity, House, type LucideIcon, MessageCircle, User, Users } from 'lucide-react';
import { Link, useLocation } from 'wouter';

const ITEMS: { href: string; label: string; icon: LucideIcon }[] = [
  { href: '/', label: 'Home', icon: House },
  { href: '/symptoms', label: 'Symptoms', icon: Activity },
  { href: '/chat', label: 'Chat', icon: MessageCircle },
  { href: '/community', label: 'Community', icon: Users },
  { href: '/profile', label: 'Profile', icon: User },
];

export function isActivePath(location: string, href: string): boolean {
  return href === '/' ? location === '/' : location === href || location.startsWith(`${href}/`);
}

export function BottomNav() {
  const [location] = useLocation();
  return (
    <nav
      aria-label="Primary"
      data-bottom-dock=""
      className="fixed inset-x-0 bottom-0 z-30 mx-auto w-full max-w-md border-t border-line bg-surface-raised pb-[env(safe-area-inset-bottom)]"
    >
      <ul className="grid grid-cols-5">
        {ITEMS.map(({ href, label, icon: Icon }) => {
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
