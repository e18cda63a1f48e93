import { AlertCircle, ArrowDown, ArrowUp, CheckCircle2, Copy, GripVertical, Plus, Trash2, X } from '@/components/icons';

/** The icons an editor's client form shows, rendered on the server (no icon code ships to the browser). */
export function editorIcons() {
  return {
    success: <CheckCircle2 className="size-5 shrink-0" />,
    error: <AlertCircle className="size-5 shrink-0" />,
    close: <X className="size-4" />,
    add: <Plus />,
    remove: <Trash2 />,
    up: <ArrowUp />,
    down: <ArrowDown />,
    duplicate: <Copy />,
    grip: <GripVertical />,
  };
}

export type EditorIcons = ReturnType<typeof editorIcons>;
