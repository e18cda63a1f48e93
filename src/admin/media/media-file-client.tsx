'use client';

import { useRights } from '../rights-client';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ImgHTMLAttributes } from 'react';
import { clsx } from 'clsx';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-client';
import copy from '@messages/admin/media.json';
import { fill } from '../fill';
import { failureOf, send } from './uploader-client';

const d = copy.details;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;

type Replacing = { state: 'idle' } | { state: 'uploading' | 'checking' } | { state: 'failed'; message: string };

/**
 * "Replace file": a new file for this image, sent to the upload address with the item's id (the same checks and
 * cleaning as any upload). The image keeps its id, address and texts; the page is drawn again with the new file.
 */
export function ReplaceFile({ id, maxBytes }: { id: string; maxBytes: number }) {
  const router = useRouter();
  const { publish } = useRights();
  const inputId = useId();
  const [replacing, setReplacing] = useState<Replacing>({ state: 'idle' });
  const busy = replacing.state === 'uploading' || replacing.state === 'checking';

  async function replace(file: File) {
    if (file.size > maxBytes) {
      const message = fill(copy.upload.tooLarge, {
        name: file.name,
        size: megabytes(file.size),
        limit: megabytes(maxBytes),
      });
      return setReplacing({ state: 'failed', message });
    }
    setReplacing({ state: 'uploading' });
    const { status, body } = await send(
      file,
      (share) => setReplacing({ state: share >= 1 ? 'checking' : 'uploading' }),
      id,
    );
    if (status === 200 && body?.item) {
      setReplacing({ state: 'idle' });
      toast({ variant: 'success', title: body.status === 'unchanged' ? d.replaceSame : d.replaced });
      router.refresh();
      return;
    }
    setReplacing({ state: 'failed', message: failureOf(status, body) });
  }

  // A new file changes the image on every page that shows it: publishing, which a contributor's role does not do.
  if (!publish) return null;
  return (
    <div className="space-y-2">
      <p id={`${inputId}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
        {d.replaceHint}
      </p>
      <label
        htmlFor={inputId}
        aria-disabled={busy || undefined}
        className={clsx(
          buttonVariants({ variant: 'secondary', size: 'sm' }),
          'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ember-600',
          busy && 'pointer-events-none opacity-60',
        )}
      >
        {d.replace}
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          className="sr-only"
          disabled={busy}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void replace(file);
          }}
        />
      </label>
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {replacing.state === 'uploading' ? d.replacing : replacing.state === 'checking' ? d.replaceChecking : ''}
      </p>
      {replacing.state === 'failed' && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {fill(d.replaceFailed, { reason: replacing.message })}
        </p>
      )}
    </div>
  );
}

/** "Copy URL": the image's public address, absolute, to the clipboard; the toast (a live region) says it was. */
export function CopyUrl({ url }: { url: string }) {
  async function copyUrl() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ variant: 'success', title: fill(d.copied, { url }) });
    } catch {
      toast({ variant: 'destructive', title: d.copyFailed });
    }
  }
  return (
    <button
      type="button"
      onClick={() => void copyUrl()}
      className={buttonVariants({ variant: 'secondary', size: 'sm' })}
    >
      {d.copyUrl}
    </button>
  );
}

/**
 * While any image shown is still waiting for its sizes, the page is drawn again every few seconds, so the
 * "Processing" words give way to the finished image without a reload.
 */
export function RefreshWhileProcessing({ active }: { active: boolean }) {
  const router = useRouter();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => router.refresh(), 4000);
    return () => clearInterval(timer);
  }, [active, router]);
  return null;
}

/**
 * An admin preview of a library image that never shows as a broken picture: a file that cannot be loaded gives way to
 * words saying so (also when it failed before the page was hydrated).
 */
export function MediaPreview({
  unavailable,
  className,
  ...image
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; unavailable: string }) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(image.src);
  }, [image.src]);
  if (failed === image.src)
    return (
      <span
        role="img"
        aria-label={unavailable}
        className={clsx(
          'flex items-center justify-center bg-slate-100 p-3 text-center text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200',
          className,
        )}
      >
        {unavailable}
      </span>
    );
  return <img ref={ref} {...image} alt={image.alt ?? ''} className={className} onError={() => setFailed(image.src)} />;
}
