// Textes français des fichiers de rapports : la page /reports (rapports récents et planifiés) et le panneau de téléchargement.
import type { reportFilesEn } from './reportFiles.en.js';

export const reportFilesFr: typeof reportFilesEn = {
  reportFiles: {
    title: 'Rapports',
  },
};
