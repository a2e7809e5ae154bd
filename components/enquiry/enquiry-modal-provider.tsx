'use client';

import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { usePathname } from 'next/navigation';
import { afterNextPaint } from '@/lib/after-next-paint';
import { isPopupEntry, leavePopupEntry, pushPopupEntry, unmarkPopupEntry } from '@/lib/enquiry-popup-history';
import type { EnquiryPackage } from '@/lib/enquiry/packages';
import { observableValue, type ObservableValue } from '@/lib/observable-value';
import { whenIdle } from '@/lib/when-idle';
import type { EnquiryModalProps } from './enquiry-modal';
import type { EnquiryDraft, EnquiryDraftValues } from './enquiry-form';

/**
 * Opens the popup; focus returns to `opener` when it closes. `chosenPackage` (a package's Get
 * Started) is shown in the popup and sent with the enquiry; without it, the popup names none.
 */
export type OpenEnquiry = (opener?: HTMLElement | null, chosenPackage?: EnquiryPackage) => void;

// The contexts' values never change after the first render: opening the popup must not make React
// walk the page's tree (a context change would). Whether it shows and the package chosen are
// observable values that their few readers subscribe to.
const OpenEnquiryContext = createContext<OpenEnquiry | null>(null);
interface PopupState {
  shown: ObservableValue<boolean>;
  chosenPackage: ObservableValue<EnquiryPackage | null>;
}
const PopupStateContext = createContext<PopupState | null>(null);

const never = () => () => {};
const serverShown = () => false;
const serverPackage = () => null;

export function useOpenEnquiry(): OpenEnquiry {
  const value = useContext(OpenEnquiryContext);
  if (!value) throw new Error('useOpenEnquiry must be used inside <EnquiryModalProvider>');
  return value;
}

/** Whether the popup shows (false outside the provider). */
export function useEnquiryPopupOpen(): boolean {
  const shown = useContext(PopupStateContext)?.shown;
  return useSyncExternalStore(shown?.subscribe ?? never, shown?.get ?? serverShown, serverShown);
}

/** The package of the last Get Started that named one, or null (also outside the provider, e.g. a form on its own). */
export function useChosenPackage(): EnquiryPackage | null {
  const chosen = useContext(PopupStateContext)?.chosenPackage;
  return useSyncExternalStore(chosen?.subscribe ?? never, chosen?.get ?? serverPackage, serverPackage);
}

// Its own chunk: pages without a form of their own do not download the form until the browser is idle.
const loadModal = () => import('./enquiry-modal').then((module) => module.EnquiryModal);

/**
 * One popup for the whole app. While it is open the page behind is `inert` (no focus, no clicks,
 * hidden from assistive technology) and the document does not scroll. It has its own history
 * entry (lib/enquiry-popup-history.ts): Back closes it. What was typed survives closing, until a
 * send succeeds.
 *
 * The popup's code is fetched and the popup mounted, invisible, once the browser is idle after
 * the page has hydrated: opening it is then a change of visibility, not a subtree to build, style
 * and lay out on a slow phone's CPU. A Get Started that comes first loads it there and then, and
 * follows its link (the page's form) should the code not arrive.
 */
export function EnquiryModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const [chosenPackage, setChosenPackage] = useState<EnquiryPackage | null>(null);
  /** What this opening of the popup names: a generic Get Started names none, even after a package's. */
  const [popupPackage, setPopupPackage] = useState<EnquiryPackage | null>(null);
  const [Modal, setModal] = useState<ComponentType<EnquiryModalProps> | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const wasOpenRef = useRef(false);
  const loadingRef = useRef<Promise<boolean> | null>(null);
  const pathname = usePathname();
  const shown = isOpen && Modal !== null;
  // The page behind becomes inert one frame after the popup shows: setting `inert` restyles every
  // element of the page in view (about 30 ms on a slow phone), which would otherwise hold the
  // popup's first frame. Until then the backdrop takes every pointer and the popup every key (it moves
  // the focus in, see enquiry-modal.tsx).
  // On closing it goes at once, before the focus returns to the page.
  const [inertReady, setInertReady] = useState(false);
  const [popupState] = useState<PopupState>(() => ({ shown: observableValue(false), chosenPackage: observableValue<EnquiryPackage | null>(null) }));
  // Readers (the smooth scroll, the page's own form) learn of a change once the popup has painted:
  // what they do about it need not hold the popup's first frame.
  useEffect(
    () =>
      afterNextPaint(() => {
        popupState.shown.set(shown);
        popupState.chosenPackage.set(chosenPackage);
      }),
    [popupState, shown, chosenPackage],
  );

  const draftRef = useRef<EnquiryDraftValues>({});
  const draft = useMemo<EnquiryDraft>(
    () => ({
      read: () => draftRef.current,
      save: (values) => {
        draftRef.current = values;
      },
    }),
    [],
  );

  /** Fetches the popup's code once; resolves to whether it arrived. A failed fetch may be tried again. */
  const ensureModal = useCallback((): Promise<boolean> => {
    loadingRef.current ??= loadModal().then(
      (Component) => {
        // A transition: mounting the invisible popup yields to anything the visitor does meanwhile.
        startTransition(() => setModal(() => Component));
        return true;
      },
      () => {
        loadingRef.current = null;
        return false;
      },
    );
    return loadingRef.current;
  }, []);

  useEffect(() => whenIdle(() => void ensureModal()), [ensureModal]);

  const openEnquiry = useCallback<OpenEnquiry>(
    (opener, chosen) => {
      openerRef.current = opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
      setPopupPackage(chosen ?? null);
      if (chosen) setChosenPackage(chosen);
      setIsOpen(true);
      void ensureModal().then((arrived) => {
        if (arrived) return;
        // No popup to show (offline, a failed deploy): the link's own target, the page's form, instead.
        setIsOpen(false);
        leavePopupEntry();
        if (opener instanceof HTMLAnchorElement) window.location.assign(opener.href);
      });
    },
    [ensureModal],
  );

  // The close button, Escape and the backdrop: the popup's history entry goes too.
  const closeEnquiry = useCallback(() => {
    setIsOpen(false);
    leavePopupEntry();
  }, []);

  useEffect(() => {
    unmarkPopupEntry();
    // Back (or any move to an entry that is not the popup's) closes it.
    function handlePopState(event: PopStateEvent) {
      if (!isPopupEntry(event.state)) setIsOpen(false);
    }
    window.addEventListener('popstate', handlePopState);
    return () => window.removeEventListener('popstate', handlePopState);
  }, []);

  // A successful send navigates away: the popup must not follow the visitor to the next page.
  // (State adjusted during render, React's pattern for resetting state when an input changes.)
  const [openedOnPath, setOpenedOnPath] = useState(pathname);
  if (openedOnPath !== pathname) {
    setOpenedOnPath(pathname);
    if (isOpen) setIsOpen(false);
  }

  // The popup's history entry is added once it has shown (pushState costs a few milliseconds on a
  // slow phone, and need not hold the popup's first frame); closed before that, it is never added.
  useEffect(() => (shown ? afterNextPaint(pushPopupEntry) : undefined), [shown]);

  useEffect(() => {
    if (!shown) return undefined;
    const cancel = afterNextPaint(() => setInertReady(true));
    return () => {
      cancel();
      setInertReady(false);
    };
  }, [shown]);

  useEffect(() => {
    const root = document.documentElement;
    if (shown) {
      wasOpenRef.current = true;
      const previous = root.style.overflow;
      root.style.overflow = 'hidden';
      return () => {
        root.style.overflow = previous;
      };
    }
    if (wasOpenRef.current) {
      wasOpenRef.current = false;
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener?.isConnected) opener.focus();
    }
    return undefined;
  }, [shown]);

  return (
    <OpenEnquiryContext value={openEnquiry}>
      <PopupStateContext value={popupState}>
        <div inert={shown && inertReady} className="flex min-h-dvh flex-col">
          {children}
        </div>
        {/* One per page (the key): its form starts from this page's address and this tab's sent record. */}
        {Modal ? <Modal key={pathname} open={shown} onClose={closeEnquiry} draft={draft} chosenPackage={popupPackage ?? undefined} /> : null}
      </PopupStateContext>
    </OpenEnquiryContext>
  );
}
