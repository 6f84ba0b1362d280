import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { floorText } from '../i18n/orders';
import { cn } from '../lib/cn';
import { primeSoundOnFirstGesture, useSoundMuted } from '../lib/sound';

/** The mute switch of the new-order chime; also unlocks audio on the screen's first tap. */
export function SoundToggle({ className }: { className?: string }) {
  const [muted, setMuted] = useSoundMuted();
  useEffect(() => primeSoundOnFirstGesture(), []);
  return (
    <button
      type="button"
      aria-pressed={!muted}
      aria-label={muted ? floorText.unmuteSound : floorText.muteSound}
      title={muted ? floorText.unmuteSound : floorText.muteSound}
      onClick={() => setMuted(!muted)}
      className={cn(
        'inline-flex h-11 items-center gap-2 rounded-xl border px-3.5 text-[15px] font-semibold shadow-sm transition-colors',
        muted
          ? 'border-stone-300 bg-white text-stone-500 hover:bg-stone-50'
          : 'border-brand-200 bg-brand-50 text-brand-700 hover:bg-brand-100',
        className,
      )}
    >
      {muted ? <IconBellOff size={20} aria-hidden /> : <IconBell size={20} aria-hidden />}
      <span>{muted ? floorText.soundOff : floorText.soundOn}</span>
    </button>
  );
}
