public enum SwitchyardCommand {
    public static func main(arguments: [String]) -> Int32 { 2 }
}
