import { useState, type FormEvent, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import type { UseQueryResult } from '@tanstack/react-query';

/** What the list shows of one item. */
export interface ListRow {
  key: string | number;
  primary: string;
  secondary: string;
  /** Shown at the end of the row (a status chip). */
  end?: ReactNode;
}

/**
 * Every editor tab's screen: a 'new' button and the list, or one item open in its editor with
 * a way back. `editor` gets the item (null for a new one) and `close` to go back to the list.
 */
export function EditorList<T>({
  query,
  label,
  newLabel,
  row,
  editor,
}: {
  query: UseQueryResult<T[]>;
  label: string;
  newLabel: string;
  row: (item: T) => ListRow;
  editor: (item: T | null, open: (item: T) => void, close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState<{ item: T | null } | null>(null);
  const close = () => setOpen(null);
  if (open)
    return (
      <Box>
        <Button onClick={close} sx={{ mb: 1 }}>
          ← Torna all'elenco
        </Button>
        {editor(open.item, (item) => setOpen({ item }), close)}
      </Box>
    );
  return (
    <Box>
      <Button variant="contained" onClick={() => setOpen({ item: null })}>
        {newLabel}
      </Button>
      {query.isPending ? (
        <Skeleton variant="rounded" height={200} sx={{ mt: 2 }} />
      ) : query.error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {query.error.message}
        </Alert>
      ) : (
        <List aria-label={label}>
          {query.data!.map((item) => {
            const r = row(item);
            return (
              // Each button in its own item: a list holds list items only (axe 'list').
              <ListItem key={r.key} disablePadding>
                <ListItemButton onClick={() => setOpen({ item })} divider>
                  <ListItemText
                    primary={r.primary}
                    secondary={r.secondary}
                    slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                  {r.end}
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}

/** The outcome of a save or a delete, read out by screen readers (an error at once). */
export function EditorMessage({ message }: { message: EditorNotice }) {
  if (!message) return null;
  return (
    <Alert severity={message.ok ? 'success' : 'error'} role={message.ok ? 'status' : 'alert'}>
      {message.text}
    </Alert>
  );
}

export type EditorNotice = { ok: boolean; text: string } | null;

/**
 * An editor's form: its outcome message on top, then the fields. The checks are the editor's
 * own (the same as the server's), so the browser's are off.
 */
export function EditorForm({
  label,
  message,
  onSubmit,
  children,
}: {
  label: string;
  message: EditorNotice;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ p: { xs: 2, sm: 3 } }}
      aria-label={label}
    >
      <Stack spacing={2}>
        <EditorMessage message={message} />
        {children}
      </Stack>
    </Paper>
  );
}
