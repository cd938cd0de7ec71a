import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import Image from '@tiptap/extension-image';
import Alert from '@mui/material/Alert';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import TitleIcon from '@mui/icons-material/Title';
import { ImageAltDialog } from './ImageAltDialog';
import { UploadButton } from './ImageUpload';

const extensions = [StarterKit.configure({ heading: { levels: [2, 3] } }), Image];

/**
 * The editor's rich text (Tiptap, loaded with the editor page only): headings, bold, italic and
 * lists, written as HTML that the server sanitises before storing it.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
}) {
  // Every text the editor itself reported since it opened: `value` coming back equal to one of
  // them is our own echo, not a text to load. Under Preact effects run after the paint, so the
  // echo of one key can arrive after the next key was reported: comparing with the last text
  // alone took that late echo for a text from outside and reopened the editor mid-sentence.
  const reported = useRef(new Set([value]));
  const latestOnChange = useRef(onChange);
  useLayoutEffect(() => {
    latestOnChange.current = onChange;
  });
  const report = useCallback((html: string) => {
    reported.current.add(html);
    latestOnChange.current(html);
  }, []);
  // A text from outside (a different post opened in the same editor) starts a fresh editor.
  const [opened, setOpened] = useState({ text: value, n: 0 });
  useEffect(() => {
    if (reported.current.has(value)) return;
    reported.current = new Set([value]);
    setOpened((o) => ({ text: value, n: o.n + 1 }));
  }, [value]);
  return <TiptapEditor key={opened.n} label={label} initial={opened.text} onReport={report} />;
}

/**
 * The editor itself, drawn again only when its label changes, not on each key: Tiptap's hook
 * hands changed options to the editor after a render, which redraws it from its state; while
 * keys are still arriving (Preact runs effects after the paint) that lost what was just typed.
 */
const TiptapEditor = memo(function TiptapEditor({
  label,
  initial,
  onReport,
}: {
  label: string;
  initial: string;
  onReport: (html: string) => void;
}) {
  const editorProps = useMemo(
    () => ({ attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } }),
    [label],
  );
  const editor = useEditor({
    extensions,
    content: initial,
    immediatelyRender: false,
    editorProps,
    onUpdate: ({ editor: e }) => onReport(e.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? ['bold', 'italic', 'bulletList', 'orderedList']
            .filter((m) => e.isActive(m))
            .concat(e.isActive('heading', { level: 2 }) ? ['h2'] : [])
        : [],
  });
  const [uploadError, setUploadError] = useState<string | null>(null);
  // An uploaded picture waiting for its description before it goes into the text.
  const [pendingSrc, setPendingSrc] = useState<string | null>(null);
  if (!editor) return null;
  // A picture needs words for people who cannot see it: asked before it is inserted.
  const insertImage = (src: string) => {
    setUploadError(null);
    setPendingSrc(src);
  };
  const placeImage = (alt: string) => {
    if (pendingSrc) editor.chain().focus().setImage({ src: pendingSrc, alt }).run();
    setPendingSrc(null);
  };
  const run = (what: string) => {
    const chain = editor.chain().focus();
    if (what === 'bold') chain.toggleBold().run();
    if (what === 'italic') chain.toggleItalic().run();
    if (what === 'h2') chain.toggleHeading({ level: 2 }).run();
    if (what === 'bulletList') chain.toggleBulletList().run();
    if (what === 'orderedList') chain.toggleOrderedList().run();
  };
  return (
    <Box>
      <Typography sx={{ fontWeight: 600, mb: 0.5 }}>{label}</Typography>
      <ToggleButtonGroup
        size="small"
        value={active ?? []}
        aria-label={`${label}: formattazione`}
        sx={{ mb: 1, flexWrap: 'wrap' }}
      >
        <ToggleButton value="h2" aria-label="Titolo di sezione" onClick={() => run('h2')}>
          <TitleIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton value="bold" aria-label="Grassetto" onClick={() => run('bold')}>
          <FormatBoldIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton value="italic" aria-label="Corsivo" onClick={() => run('italic')}>
          <FormatItalicIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton value="bulletList" aria-label="Elenco puntato" onClick={() => run('bulletList')}>
          <FormatListBulletedIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton value="orderedList" aria-label="Elenco numerato" onClick={() => run('orderedList')}>
          <FormatListNumberedIcon fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
      <Box component="span" sx={{ ml: 1 }}>
        <UploadButton label="Inserisci immagine" onUploaded={insertImage} onError={setUploadError} />
      </Box>
      {uploadError && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {uploadError}
        </Alert>
      )}
      <Box
        sx={{
          border: 1,
          borderColor: 'grey.400',
          borderRadius: 1,
          p: 1.5,
          minHeight: 200,
          '& .tiptap': { outline: 'none', minHeight: 180 },
          '&:focus-within': {
            borderColor: 'primary.main',
            boxShadow: (th) => `0 0 0 1px ${th.palette.primary.main}`,
          },
          '& p': { my: 1 },
          '& img': { maxWidth: '100%', height: 'auto' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      <ImageAltDialog open={pendingSrc !== null} onInsert={placeImage} onCancel={() => setPendingSrc(null)} />
    </Box>
  );
});
