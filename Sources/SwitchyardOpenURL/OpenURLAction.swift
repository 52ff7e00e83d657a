// The open-URL action chain (OPENURL.md). See Docs/OpenURL.md.
