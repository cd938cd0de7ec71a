import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import MobileStepper from '@mui/material/MobileStepper';
import Typography from '@mui/material/Typography';
import { useT } from '../../../lib/i18n';
import { resolveLink } from '../../../lib/links';
import { siteConfig } from '../../../lib/config';
import { metaString, proposalImages, proposalMeta } from './block-meta';
import { markTutorialSeen, shouldShowTutorial } from './tutorial-seen';
import type { BlockProps } from './types';

/**
 * A fullscreen slide dialog shown once per tutorial (first visit, and again only when staff
 * publish a new one): 'Salta' closes it, the last slide's button ('Scopri' unless BTN_TEXT says
 * otherwise) follows its link. Closing either way records it as seen. Drawn by TutorialBlock, in
 * the mobile app only and once the page has hydrated (web storage is read here).
 */
export function Tutorial({ block }: BlockProps) {
  const slides = block.proposals;
  const firstId = slides[0]?.id;
  const [closed, setClosed] = useState(false);
  if (closed || !shouldShowTutorial(firstId)) return null;
  return (
    <TutorialDialog
      block={block}
      onClose={() => {
        markTutorialSeen(firstId!);
        setClosed(true);
      }}
    />
  );
}

function TutorialDialog({ block, onClose }: BlockProps & { onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const slides = block.proposals;
  const slide = slides[step]!;
  const last = step === slides.length - 1;
  const image = proposalImages(slide).mobile;
  const cta = metaString(proposalMeta(slide), 'BTN_TEXT') ?? t('home.tutorialCta');

  const next = () => {
    if (!last) return setStep(step + 1);
    onClose();
    const link = slide.proposalUrl ?? slide.link;
    const r = resolveLink(link, {
      origin: window.location.origin,
      whitelist: siteConfig.linkHostWhitelist,
      target: null,
      currentPath: window.location.pathname,
    });
    if (r.kind === 'router') navigate(r.to);
    else if (r.kind === 'external' || r.kind === 'video') window.open(r.href, '_blank', 'noopener');
  };

  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby="tutorial-title">
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <Button onClick={onClose}>{t('home.tutorialSkip')}</Button>
      </Box>
      <Box
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          px: 3,
          textAlign: 'center',
          gap: 2,
        }}
      >
        {image && (
          <Box component="img" src={image} alt="" sx={{ width: '100%', maxWidth: 420, borderRadius: 2 }} />
        )}
        <Typography id="tutorial-title" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          {slide.name}
        </Typography>
        {slide.descr && <Typography color="text.secondary">{slide.descr}</Typography>}
      </Box>
      <MobileStepper
        variant="dots"
        steps={slides.length}
        position="static"
        activeStep={step}
        aria-label={t('home.tutorialLabel')}
        sx={{ justifyContent: 'center', gap: 2, pb: 3 }}
        nextButton={
          <Button variant="contained" onClick={next}>
            {last ? cta : t('home.tutorialNext')}
          </Button>
        }
        backButton={null}
      />
    </Dialog>
  );
}
