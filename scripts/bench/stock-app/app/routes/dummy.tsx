export default function Dummy() {
  return <p>Dummy</p>;
}
