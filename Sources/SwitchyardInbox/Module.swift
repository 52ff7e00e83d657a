// The SwitchyardInbox module: its sources are being written on a branch of their own.
