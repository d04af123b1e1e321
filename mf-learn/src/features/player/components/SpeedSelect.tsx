import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useOwnKeys } from '../hooks/use-own-keys.ts';
import { PLAYBACK_RATES, playbackRateLabel } from '../lib/playback-rates.ts';

const Select = styled.select`
  min-block-size: 36px;
  padding-inline: ${({ theme }) => theme.space(2)};
  border: 1px solid rgb(255 255 255 / 0.5);
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: #fff;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid #fff;
    outline-offset: 2px;
  }
  option {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/**
 * The playback speed, chosen from {@link PLAYBACK_RATES} with Persian
 * labels. It follows the video too: media-chrome's «<» and «>» keys change
 * the speed without this menu.
 */
export function SpeedSelect({ video }: { video: HTMLVideoElement | null }) {
  const [rate, setRate] = useState(1);
  const ownKeys = useOwnKeys<HTMLSelectElement>();

  useEffect(() => {
    if (!video) return;
    const follow = () => setRate(video.playbackRate);
    video.addEventListener('ratechange', follow);
    return () => video.removeEventListener('ratechange', follow);
  }, [video]);

  const choices = PLAYBACK_RATES.includes(rate as (typeof PLAYBACK_RATES)[number])
    ? PLAYBACK_RATES
    : [...PLAYBACK_RATES, rate].sort((a, b) => a - b);
  return (
    <Select
      ref={ownKeys}
      dir="rtl"
      aria-label="سرعت پخش"
      value={String(rate)}
      onChange={(event) => {
        const next = Number(event.target.value);
        setRate(next);
        if (video) video.playbackRate = next;
      }}
    >
      {choices.map((choice) => (
        <option key={choice} value={String(choice)}>
          {playbackRateLabel(choice)}
        </option>
      ))}
    </Select>
  );
}
