// The top bar's menus and tooltips without their weight in the first load: the bar draws each target (a button, a
// badge) at once, and the menu or tooltip around it once popups.tsx has arrived. The shell starts fetching that chunk
// as soon as it mounts, while the profile is still being asked for, so it is usually here before the bar is drawn.
// A target clicked (or pointed at) before then opens its menu (or shows its tooltip) when the chunk arrives.
import {
  cloneElement,
  type ReactElement,
  type ReactNode,
  type SyntheticEvent,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { reportError } from '../activity/reportError.js';

type ItemSections = { leftSection?: ReactNode; rightSection?: ReactNode };

/** One line of a top-bar menu, described here so that the bar needs nothing of Mantine's Menu to list them. */
export type PopupMenuItem =
  | ({ kind: 'link'; key: string; to: string; label: ReactNode; testId: string; current?: boolean } & ItemSections)
  | ({
      kind: 'action';
      key: string;
      label: ReactNode;
      onClick: () => void;
      testId: string;
      color?: string;
      lang?: string;
    } & ItemSections)
  | { kind: 'heading'; key: string; label: ReactNode }
  | { kind: 'divider'; key: string };

type PopupsModule = typeof import('./popups.js');
let popupsModule: PopupsModule | undefined;
let loading: Promise<PopupsModule | undefined> | undefined;
const listeners = new Set<() => void>();

/**
 * Fetches the menus' chunk, once; again after a failure (offline, say) when the next target is used. A failure is
 * reported and leaves the targets as they are: the page itself does not need them.
 */
export function loadPopups(): Promise<PopupsModule | undefined> {
  loading ??= import('./popups.js').then(
    (module) => {
      popupsModule = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      void reportError(error);
      return undefined;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => popupsModule;

/** The chunk once here (every target switches when it arrives); asks for it when nothing has yet. */
function usePopups(): PopupsModule | undefined {
  const popups = useSyncExternalStore(subscribe, current, current);
  useEffect(() => {
    if (!popupsModule) void loadPopups();
  }, []);
  return popups;
}

type Handler = (event: SyntheticEvent) => void;
type TargetHandlers = Partial<Record<'onClick' | 'onMouseEnter' | 'onMouseLeave' | 'onFocus' | 'onBlur', Handler>>;

/** The target with `added` run after its own handlers (while the chunk is missing). */
function withHandlers(
  target: ReactElement<TargetHandlers>,
  added: Partial<Record<keyof TargetHandlers, () => void>>,
): ReactElement {
  const chained: TargetHandlers = {};
  for (const [name, handler] of Object.entries(added) as [keyof TargetHandlers, () => void][]) {
    const own = target.props[name];
    chained[name] = (event) => {
      own?.(event);
      handler();
    };
  }
  return cloneElement(target, chained);
}

type DeferredMenuProps = {
  /** The button that opens the menu; it must take a ref (Mantine's Button, Burger do). */
  target: ReactElement<TargetHandlers>;
  items: readonly PopupMenuItem[];
  position: 'bottom-start' | 'bottom-end';
  /** Makes the drop-down a navigation landmark with this name. */
  dropdownLabel?: string;
};

export function DeferredMenu({ target, ...menu }: DeferredMenuProps) {
  const popups = usePopups();
  const [clicked, setClicked] = useState(false);
  if (popups) return <popups.PopupMenu target={target} defaultOpened={clicked} {...menu} />;
  return withHandlers(target, {
    onClick: () => {
      setClicked(true);
      void loadPopups();
    },
  });
}

type DeferredTooltipProps = { label: ReactNode; children: ReactElement<TargetHandlers> };

export function DeferredTooltip({ label, children }: DeferredTooltipProps) {
  const popups = usePopups();
  const [pointed, setPointed] = useState(false);
  if (popups)
    return (
      <popups.PopupTooltip label={label} defaultOpened={pointed}>
        {children}
      </popups.PopupTooltip>
    );
  return withHandlers(children, {
    onMouseEnter: () => setPointed(true),
    onMouseLeave: () => setPointed(false),
    onFocus: () => setPointed(true),
    onBlur: () => setPointed(false),
  });
}
