// The Persian labels first: ES modules run in import order, so they are in
// place before the elements below are defined and upgraded.
import './media-chrome-fa.ts';
import 'media-chrome/media-controller';
import 'media-chrome/media-control-bar';
import 'media-chrome/media-play-button';
import 'media-chrome/media-seek-backward-button';
import 'media-chrome/media-seek-forward-button';
import 'media-chrome/media-time-range';
import 'media-chrome/media-mute-button';
import 'media-chrome/media-volume-range';
import 'media-chrome/media-fullscreen-button';
