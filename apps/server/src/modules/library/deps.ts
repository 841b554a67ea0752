/** What the library module is built from (the other modules' parts it uses). */
import type { MediaStore } from '../../media/store.js';
import type { LicenceModule } from '../licence/index.js';
import type { ShareModule } from '../share/index.js';
import type { StudioModule } from '../studio/index.js';
import type { GiveStoryDeps } from './give-story.js';

export interface LibraryDeps extends GiveStoryDeps {
  media: MediaStore;
  stories: GiveStoryDeps['stories'] & Pick<StudioModule, 'findPlayableStory' | 'findTwin'>;
  share: Pick<ShareModule, 'findShare' | 'shareOpensStory'>;
  licence: Pick<LicenceModule, 'userLicence' | 'storyRefusal'>;
}
