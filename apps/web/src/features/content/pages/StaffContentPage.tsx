import { useState } from 'react';
import { lazyPart } from '../../../components/ui/lazy-part/lazyPart';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { requestLogin, useCurrentUser } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/document-title';
import { plainTitle } from '../components/ContentArticle';
import { useEditorList, type EditablePost, type EditorBase } from '../editor/editorApi';
import { EditorList } from '../editor/EditorList';

// The rich-text editor and its libraries load with this page only.
const EDITOR_LOADING = <Skeleton variant="rounded" height={300} />;
const PostEditor = lazyPart(
  'PostEditor',
  () => import('../editor/PostEditor').then((m) => ({ default: m.PostEditor })),
  EDITOR_LOADING,
);
const Submissions = lazyPart(
  'Submissions',
  () => import('../editor/Submissions').then((m) => ({ default: m.Submissions })),
  EDITOR_LOADING,
);
const FormsEditor = lazyPart(
  'FormsEditor',
  () => import('../editor/FormsEditor').then((m) => ({ default: m.FormsEditor })),
  EDITOR_LOADING,
);
const MenusEditor = lazyPart(
  'MenusEditor',
  () => import('../editor/MenusEditor').then((m) => ({ default: m.MenusEditor })),
  EDITOR_LOADING,
);

type TabKind = EditorBase | 'forms' | 'form-editor' | 'menus';
const TABS: Array<{ base: TabKind; label: string }> = [
  { base: 'pages', label: 'Pagine' },
  { base: 'posts', label: 'Notizie' },
  { base: 'recipe', label: 'Ricette' },
  { base: 'sliders', label: 'Slider' },
  { base: 'ux-blocks', label: 'Blocchi' },
  { base: 'form-editor', label: 'Moduli' },
  { base: 'menus', label: 'Menu' },
  { base: 'forms', label: 'Richieste dai moduli' },
];

/** The tab's screen. */
function TabPanel({ kind }: { kind: TabKind }) {
  if (kind === 'forms') return <Submissions />;
  if (kind === 'form-editor') return <FormsEditor />;
  if (kind === 'menus') return <MenusEditor />;
  return <Posts key={kind} base={kind} />;
}
const STATUS = { draft: 'Bozza', publish: 'Pubblicato', future: 'Programmato' } as const;

/** /staff/contenuti: the shop staff's content editor (decision 0051). */
export default function StaffContentPage() {
  useDocumentTitle('Contenuti del sito');
  const { user, isPending } = useCurrentUser();
  const [tab, setTab] = useState(0);
  if (isPending) return <Skeleton variant="rounded" height={300} sx={{ m: 2 }} />;
  if (!user || !user.staff)
    return (
      <Container maxWidth="sm" sx={{ py: 4 }}>
        <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
          Contenuti del sito
        </Typography>
        <Alert
          severity="info"
          action={
            !user ? (
              <Button color="inherit" onClick={requestLogin}>
                Accedi
              </Button>
            ) : undefined
          }
        >
          Questa funzione è riservata al personale del negozio.
        </Alert>
      </Container>
    );
  const current = TABS[tab]!;
  return (
    <Container maxWidth="lg" sx={{ py: 2, px: { xs: 1, sm: 2 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        Contenuti del sito
      </Typography>
      <Tabs
        value={tab}
        onChange={(_e, v: number) => setTab(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Tipo di contenuto"
      >
        {TABS.map((t) => (
          <Tab key={t.base} label={t.label} />
        ))}
      </Tabs>
      <Box sx={{ mt: 2 }}>
        <TabPanel kind={current.base} />
      </Box>
    </Container>
  );
}

function Posts({ base }: { base: EditorBase }) {
  return (
    <EditorList<EditablePost>
      query={useEditorList(base)}
      label="Contenuti"
      newLabel="Nuovo"
      row={(p) => ({
        key: p.id,
        primary: plainTitle(p.title.rendered),
        secondary: `/${p.slug}`,
        end: (
          <Chip
            size="small"
            label={STATUS[p.status]}
            color={p.status === 'publish' ? 'success' : p.status === 'future' ? 'info' : 'default'}
          />
        ),
      })}
      editor={(post, open, close) => <PostEditor base={base} post={post} onSaved={open} onDeleted={close} />}
    />
  );
}
