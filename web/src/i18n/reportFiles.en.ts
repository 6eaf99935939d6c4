// English texts of report files: the /reports page (recent and scheduled reports) and the download and schedule panel.

export const reportFilesEn = {
  reportFiles: {
    title: 'Reports',
  },
};
